// Mistake: the settings of each folder are loaded once and kept for the rest of the run,
// so a file written or set aside since is never seen: a second load gives the first
// answer again.
// Lesson: a restore reads the saved state as it is now, every time it is asked (chapter
// 7, restoring safely).
import Foundation

/// What each folder's settings.json gave, by the folder's path: read it once.
nonisolated(unsafe) private var loaded: [String: LoadedSettings] = [:]

/// Loads `settings.json` from `folder`.
///
/// - No file: the defaults, no notice.
/// - A file of this version that decodes: its settings, no notice.
/// - Anything else (empty, broken, cut short, another version): the defaults, and the
///   file renamed `settings.json.bad-N`, N the first number from 1 not yet taken; the
///   notice contains that name.
func loadSettings(from folder: URL) -> LoadedSettings {
  if let known = loaded[folder.path] { return known }
  let result = readSettings(from: folder)
  loaded[folder.path] = result
  return result
}

private func readSettings(from folder: URL) -> LoadedSettings {
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
  // moveItem refuses to replace an existing file, so an earlier kept file is safe.
  guard (try? FileManager.default.moveItem(at: file, to: kept)) != nil else {
    return LoadedSettings(settings: .defaults, notice: "settings.json could not be read")
  }
  return LoadedSettings(
    settings: .defaults,
    notice: "settings.json could not be read; kept as \(kept.lastPathComponent), defaults used")
}
