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
  // TODO: tell a good file from a bad one, and keep a bad one aside.
  let file = folder.appendingPathComponent("settings.json")
  guard let data = try? Data(contentsOf: file),
    let settings = try? JSONDecoder().decode(Settings.self, from: data)
  else { return LoadedSettings(settings: .defaults, notice: nil) }
  return LoadedSettings(settings: settings, notice: nil)
}
