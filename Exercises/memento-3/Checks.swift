// The checks of exercise memento-3. Read them; do not edit them.
import ExerciseSupport
import Foundation

/// A new empty folder for one check; the check removes it with a `defer`.
func scratchFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("memento-3-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// The names in `folder`, sorted.
func names(in folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// Writes `text` as settings.json, loads, and checks the defaults and the kept file.
func expectSetAside(_ text: String, _ what: String) throws {
  let folder = try scratchFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  try Data(text.utf8).write(to: folder.appendingPathComponent("settings.json"))
  let loaded = loadSettings(from: folder)
  try expectEqual(loaded.settings, .defaults, "the settings loaded from \(what)")
  try expect(
    loaded.notice?.contains("settings.json.bad-1") == true,
    "\(what) needs a notice naming settings.json.bad-1, got \(loaded.notice ?? "none")")
  try expectEqual(try names(in: folder), ["settings.json.bad-1"], "the folder after \(what)")
  let kept = try String(
    contentsOf: folder.appendingPathComponent("settings.json.bad-1"), encoding: .utf8)
  try expectEqual(kept, text, "the file kept from \(what), byte for byte")
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("no file: the defaults, and no notice") {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectEqual(
          loadSettings(from: folder), LoadedSettings(settings: .defaults, notice: nil),
          "an empty folder")
      },
      Check("a good file: its settings") {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"version": 1, "volume": 9, "theme": "night"}"#.utf8)
          .write(to: folder.appendingPathComponent("settings.json"))
        try expectEqual(
          loadSettings(from: folder),
          LoadedSettings(settings: Settings(version: 1, volume: 9, theme: "night"), notice: nil),
          "a good file")
      },
      Check("an empty, a broken and a cut-short file are each kept aside") {
        try expectSetAside("", "an empty file")
        try expectSetAside("volume=9", "a broken file")
        try expectSetAside(#"{"version": 1, "volume": 9, "the"#, "a cut-short file")
      },
      Check("a file of a later version is kept aside, not read as if it were this one") {
        try expectSetAside(
          #"{"version": 2, "volume": 9, "theme": "night", "eq": [1, 2]}"#, "a version 2 file")
      },
      Check("a file kept earlier is never replaced") {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("settings.json.bad-1")
        try Data("first".utf8).write(to: first)
        try Data("second".utf8).write(to: folder.appendingPathComponent("settings.json"))
        let loaded = loadSettings(from: folder)
        try expectEqual(
          try String(contentsOf: first, encoding: .utf8), "first", "settings.json.bad-1")
        try expect(
          loaded.notice?.contains("settings.json.bad-2") == true,
          "the second bad file belongs in settings.json.bad-2; the notice says "
            + (loaded.notice ?? "nothing"))
        try expectEqual(
          try names(in: folder), ["settings.json.bad-1", "settings.json.bad-2"], "the folder")
      },
    ])
  }
}
