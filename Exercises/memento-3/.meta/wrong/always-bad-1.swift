// Mistake: a bad file is always kept as settings.json.bad-1, replacing one kept earlier,
// so the first bad file (perhaps the one worth reading) is lost.
// Lesson: keeping a state that cannot be read loses nothing, an earlier kept one
// included (chapter 7, restoring safely).
import Foundation

/// Loads `settings.json` from `folder`.
///
/// - No file: the defaults, no notice.
/// - A file of this version that decodes: its settings, no notice.
/// - Anything else (empty, broken, cut short, another version): the defaults, and the
///   file renamed `settings.json.bad-N`, N the first number from 1 not yet taken; the
///   notice contains that name.
func loadSettings(from folder: URL) -> LoadedSettings {
  let file = folder.appendingPathComponent("settings.json")
  guard let data = try? Data(contentsOf: file) else {
    return LoadedSettings(settings: .defaults, notice: nil)
  }
  struct VersionOnly: Decodable { var version: Int }
  let decoder = JSONDecoder()
  if let version = try? decoder.decode(VersionOnly.self, from: data).version,
    version == Settings.currentVersion,
    let settings = try? decoder.decode(Settings.self, from: data)
  {
    return LoadedSettings(settings: settings, notice: nil)
  }
  let number = 1
  let kept = folder.appendingPathComponent("settings.json.bad-\(number)")
  try? FileManager.default.removeItem(at: kept)
  guard (try? FileManager.default.moveItem(at: file, to: kept)) != nil else {
    return LoadedSettings(settings: .defaults, notice: "settings.json could not be read")
  }
  return LoadedSettings(
    settings: .defaults,
    notice: "settings.json could not be read; kept as \(kept.lastPathComponent), defaults used")
}
