// Mistake: the version is found by looking for the text "version": 1 in the file, so a
// file written without that space (as JSONEncoder writes it) is set aside although it is
// good, and a version 10 file is read as this version's.
// Lesson: a reader decodes the version the saved state records and compares it, rather
// than guessing from how the file looks (chapter 7, restoring safely).
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
  let text = String(decoding: data, as: UTF8.self)
  if text.contains("\"version\": \(Settings.currentVersion)"),
    let settings = try? JSONDecoder().decode(Settings.self, from: data)
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
