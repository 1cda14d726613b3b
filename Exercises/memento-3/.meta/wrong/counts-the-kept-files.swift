// Mistake: the number for a bad file is one more than the count of files kept before,
// so once the user has removed an earlier one the number is already taken, the move is
// refused, and the bad file stays where it was with no name in the notice.
// Lesson: keeping a state that cannot be read must succeed whatever was kept before:
// the first free name, found by looking (chapter 7, restoring safely).
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
  let keptBefore =
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
    .filter { $0.hasPrefix("settings.json.bad-") }.count ?? 0
  let kept = folder.appendingPathComponent("settings.json.bad-\(keptBefore + 1)")
  // moveItem refuses to replace an existing file, so an earlier kept file is safe.
  guard (try? FileManager.default.moveItem(at: file, to: kept)) != nil else {
    return LoadedSettings(settings: .defaults, notice: "settings.json could not be read")
  }
  return LoadedSettings(
    settings: .defaults,
    notice: "settings.json could not be read; kept as \(kept.lastPathComponent), defaults used")
}
