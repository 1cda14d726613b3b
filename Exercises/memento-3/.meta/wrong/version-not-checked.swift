// Mistake: any file whose fields decode is read, whatever its version, so a file written
// by a later version is taken as this one's.
// Lesson: a saved state says which version wrote it, and a reader accepts only the
// versions it knows (chapter 7, restoring safely).
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
  if let settings = try? JSONDecoder().decode(Settings.self, from: data) {
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
