// Mistake: a file that cannot be read is deleted, and the defaults used, so whatever it
// held is gone for good.
// Lesson: a restore that fails keeps the state it could not read aside, for a person to
// look at (chapter 7, restoring safely).
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
  var number = 1
  while FileManager.default.fileExists(
    atPath: folder.appendingPathComponent("settings.json.bad-\(number)").path)
  {
    number += 1
  }
  let kept = folder.appendingPathComponent("settings.json.bad-\(number)")
  guard (try? FileManager.default.removeItem(at: file)) != nil else {
    return LoadedSettings(settings: .defaults, notice: "settings.json could not be read")
  }
  return LoadedSettings(
    settings: .defaults,
    notice: "settings.json could not be read; kept as \(kept.lastPathComponent), defaults used")
}
