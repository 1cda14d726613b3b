import Foundation

// Exercise memento-3 · Settings that survive a bad file
//
// Load the settings a caretaker kept, and survive every file that cannot be used:
// fall back to the defaults, say so, and keep the bad file aside for the user. The
// task is in Chapters/07-Memento.md, section Exercises.

/// Loads `settings.json` from `folder`.
///
/// - No file: the defaults, no notice.
/// - A file of this version that decodes: its settings, no notice.
/// - Anything else (empty, broken, cut short, another version): the defaults, and the
///   file renamed `settings.json.bad-N`, N the first number from 1 not yet taken; the
///   notice contains that name.
func loadSettings(from folder: URL) -> LoadedSettings {
  // solution.begin
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
  // solution.starter
  //>   // TODO: tell a good file from a bad one, and keep a bad one aside.
  //>   let file = folder.appendingPathComponent("settings.json")
  //>   guard let data = try? Data(contentsOf: file),
  //>     let settings = try? JSONDecoder().decode(Settings.self, from: data)
  //>   else { return LoadedSettings(settings: .defaults, notice: nil) }
  //>   return LoadedSettings(settings: settings, notice: nil)
  // solution.end
}
