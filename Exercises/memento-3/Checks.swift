// The checks of exercise memento-3. Read them; do not edit them.
import ExerciseSupport
import Foundation

// The task's promises, and the checks that hold each:
// - no file gives the defaults and no notice: the first check, and the last (a load
//   after a bad file was kept, with nothing left to read);
// - a good file of this version gives its settings: the second, and the last, over any
//   settings, written by hand, by JSONEncoder or pretty-printed, loaded again and again;
// - an empty, broken, cut-short or later-version file gives the defaults, a notice naming
//   where it was kept, and the file kept byte for byte: the third and fourth, and the
//   last;
// - the kept file takes the first free name, never replacing one kept earlier: the
//   fifth, and the last, with earlier kept files at any numbers, gaps included.

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

/// What one step of a session writes as settings.json before it loads: nothing (the
/// folder as the last load left it), or a file, good or not.
struct FileStep: Sendable, CustomStringConvertible {
  /// The file's text; `nil` when the step writes none.
  var text: String?
  /// The settings it holds when it is a good file of this version.
  var good: Settings?
  var kind: String

  static let settings = Generators.int(in: -5...1000).flatMap { volume in
    Generators.sharedName.map { Settings(version: 1, volume: volume, theme: $0) }
  }

  /// Settings as text: as JSONEncoder writes them, pretty-printed, or by hand.
  static func text(of settings: Settings, format: Int) -> String {
    // Keys sorted, so that a seed makes the same text in every run.
    let encoder = JSONEncoder()
    switch format {
    case 0: encoder.outputFormatting = [.sortedKeys]
    case 1: encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    default:
      return #"{"version": \#(settings.version), "volume": \#(settings.volume), "#
        + #""theme": "\#(settings.theme)"}"#
    }
    return String(decoding: (try? encoder.encode(settings)) ?? Data(), as: UTF8.self)
  }

  static let any = Generators.oneOf([
    Generators.element(of: [FileStep(text: nil, good: nil, kind: "no new file")]),
    settings.flatMap { settings in
      Generators.int(in: 0...2).map {
        FileStep(text: text(of: settings, format: $0), good: settings, kind: "a good file")
      }
    },
    Generators.element(of: [
      "", "volume=9", "{", "null", "[1, 2]", #"{"version": "1"}"#,
      #"{"version": 1, "volume": 9}"#, #"{"version": 1, "volume": "9", "theme": "blue"}"#,
    ]).map { FileStep(text: $0, good: nil, kind: "a bad file") },
    settings.flatMap { settings in
      Generators.int(in: 0...2).flatMap { format in
        let whole = text(of: settings, format: format)
        return Generators.int(in: 0...whole.count - 1).map {
          FileStep(text: String(whole.prefix($0)), good: nil, kind: "a cut-short file")
        }
      }
    },
    settings.flatMap { settings in
      Generators.int(in: 2...12).flatMap { version in
        Generators.int(in: 0...2).map {
          var later = settings
          later.version = version
          return FileStep(
            text: text(of: later, format: $0), good: nil, kind: "a version \(version) file")
        }
      }
    },
  ])

  var description: String {
    text.map { "\(kind) \(show($0))" } ?? kind
  }

  private func show(_ text: String) -> String { "“" + text + "”" }
}

/// A folder with files kept earlier at some numbers (gaps included), then loads, each
/// after the step's file is written.
struct Session: Sendable, CustomStringConvertible {
  var keptEarlier: [Int]
  var steps: [FileStep]

  static let any = Generators.array(of: Generators.int(in: 1...4), length: 0...3).flatMap {
    numbers in
    Generators.array(of: FileStep.any, length: 1...4).map {
      Session(keptEarlier: Array(Set(numbers)).sorted(), steps: $0)
    }
  }

  var description: String {
    "kept earlier: \(keptEarlier.map { "settings.json.bad-\($0)" }), then load after "
      + steps.map(\.description).joined(separator: ", then load after ")
  }
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
      Check("any files, good or bad, loaded one after another: each as the rules say") {
        try forAll(Session.any, runs: 150) { session in
          let folder = try scratchFolder()
          defer { try? FileManager.default.removeItem(at: folder) }
          let file = folder.appendingPathComponent("settings.json")
          // What the folder should hold: each name and its text.
          var expected: [String: String] = [:]
          for number in session.keptEarlier {
            let name = "settings.json.bad-\(number)"
            expected[name] = "kept earlier as \(number)"
            try Data(expected[name]!.utf8).write(to: folder.appendingPathComponent(name))
          }
          var good: Settings?
          var taken: [String] = []
          for step in session.steps {
            taken.append(step.description)
            let after = "loading after " + taken.joined(separator: ", then ")
            if let text = step.text {
              try Data(text.utf8).write(to: file)
              expected["settings.json"] = text
              good = step.good
            }
            let loaded = loadSettings(from: folder)
            if let text = expected["settings.json"], good == nil {
              let free = (1...).first { expected["settings.json.bad-\($0)"] == nil }!
              let name = "settings.json.bad-\(free)"
              expected["settings.json"] = nil
              expected[name] = text
              try expectEqual(loaded.settings, .defaults, "the settings \(after)")
              try expect(
                loaded.notice?.contains(name) == true,
                "\(after) the notice should name \(name), the first free number; it says "
                  + (loaded.notice ?? "nothing"))
            } else {
              try expectEqual(
                loaded, LoadedSettings(settings: good ?? .defaults, notice: nil), after)
            }
            try expectEqual(try names(in: folder), expected.keys.sorted(), "the folder \(after)")
            for (name, text) in expected {
              let kept = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
              try expectEqual(kept, text, "\(name), byte for byte, \(after)")
            }
          }
        }
      },
    ])
  }
}
