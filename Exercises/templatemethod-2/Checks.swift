// The checks of exercise templatemethod-2. Read them; do not edit them.
import ExerciseSupport
import Facade
import Foundation
import MVC
import TemplateMethod

// The task's promises, and the checks that hold each:
// - an album whose title differs from another's (or a library album's) only by edition
//   notes at its end, by the same artist whatever the case, is left out: the first
//   check, and the second, over generated titles;
// - the album kept keeps its title as the file has it: the same two;
// - the rule holds for every format of the library's class: the shop's list, the
//   library's CSV, and a format these checks write after your code: the second;
// - only notes at the end come off, every one of them, and a title that is nothing but
//   a note keeps it; brackets anywhere else are part of the title: the third.

/// A format written after your code, as any later one is: a line `title<tab>artist<tab>
/// year`, every album a rock album.
final class TabbedImporter: EditionAwareImporter {
  override var fileExtension: String { "tab" }

  override func album(from record: ImportRecord) throws(ImportError) -> Album {
    let fields = record.text.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3 else { throw ImportError(line: record.line, problem: "3 fields") }
    return Album(
      title: String(fields[0]), artist: String(fields[1]), genre: "Rock", coverUrl: "",
      year: String(fields[2]))
  }
}

/// A format of the library: how to make one, and how it writes an album.
struct Format: Sendable, CustomStringConvertible {
  var name: String
  var file: String
  var make: @Sendable () -> AlbumImporter
  var header: [String]
  var line: @Sendable (Album) -> String

  var description: String { name }

  static let shop = Format(
    name: "the shop's list (ShopListImporter)", file: "albums.shop", make: { ShopListImporter() },
    header: [], line: { [$0.title, $0.artist, $0.genre, $0.year].joined(separator: " | ") })
  static let csv = Format(
    name: "the library's CSV (LibraryCSVImporter)", file: "albums.csv",
    make: { LibraryCSVImporter() }, header: ["title,artist,genre,year,cover"],
    line: { [$0.title, $0.artist, $0.genre, $0.year, ""].map(csvField).joined(separator: ",") })
  static let tabbed = Format(
    name: "a format written after your code (TabbedImporter)", file: "albums.tab",
    make: { TabbedImporter() }, header: [],
    line: { [$0.title, $0.artist, $0.year].joined(separator: "\t") })
}

/// A field as RFC 4180 writes it: quoted, its quotes doubled, when it needs to be.
func csvField(_ text: String) -> String {
  text.contains(",") || text.contains("\"") || text.hasPrefix(" ")
    ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
}

/// `albums` written in `format`, imported by it into the shared library (the tutorial's
/// five albums): the albums planned and how many were left out, or the error.
func imported(_ albums: [Album], as format: Format) throws -> Result<
  ImportAlbumsCommand, ImportError
> {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("templatemethod-2-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent(format.file).path
  let text = (format.header + albums.map(format.line)).joined(separator: "\n") + "\n"
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  do {
    return .success(try format.make().importCommand(forFileAt: path, into: LibraryAPI.shared))
  } catch {
    return .failure(error)
  }
}

/// The title without the notes at its end, worked out plainly, character by character
/// from the end: a note is a last part in round or square brackets with no bracket
/// inside, and goes with the blanks before it, as long as something is left.
func plainTitle(_ title: String) -> String {
  var characters = Array(title.trimmingCharacters(in: .whitespacesAndNewlines))
  while let close = characters.last, close == ")" || close == "]" {
    var index = characters.count - 2
    while index >= 0, !"()[]".contains(characters[index]) { index -= 1 }
    guard index >= 0, characters[index] == (close == ")" ? "(" : "[") else { break }
    var before = Array(characters[..<index])
    while let last = before.last, last == " " || last == "\t" { before.removeLast() }
    if before.isEmpty { break }
    characters = before
  }
  return String(characters)
}

/// Whether two albums are one album twice, as the task says.
func same(_ one: Album, _ other: Album) -> Bool {
  plainTitle(one.title).lowercased() == plainTitle(other.title).lowercased()
    && one.artist.trimmingCharacters(in: .whitespaces).lowercased()
      == other.artist.trimmingCharacters(in: .whitespaces).lowercased()
}

/// What an import of `albums` keeps: each the first of its kind, as the file has it
/// (trimmed), none the library has.
func expectedKept(_ albums: [Album]) -> [Album] {
  var kept: [Album] = []
  for album in albums where !LibraryAPI.shared.albums.contains(where: { same($0, album) }) {
    if !kept.contains(where: { same($0, album) }) { kept.append(album) }
  }
  return kept
}

func listing(_ albums: [Album]) -> [String] {
  albums.map { "“\($0.title)” by \($0.artist)" }
}

/// Compares what `format` plans from `albums` with what the task says.
func expectImport(_ albums: [Album], as format: Format) throws {
  let expected = expectedKept(albums)
  let shown = "\(listing(albums)) in \(format)"
  switch try imported(albums, as: format) {
  case .success(let command):
    try expectEqual(listing(command.albums), listing(expected), "the albums kept of \(shown)")
    try expectEqual(
      command.leftOut, albums.count - expected.count, "the albums left out of \(shown)")
  case .failure(let error):
    try expect(
      expected.isEmpty,
      "\(shown) was refused (\(error)), but it holds \(listing(expected)) to add")
  }
}

/// Titles before their notes: the same in other cases, brackets that are no note at the
/// end, titles that are only a note.
let bases = Generators.element(of: [
  "Low", "low", "LOW", "Hunky Dory", "(What's the Story) Morning Glory?", "Morning Glory?",
  "Love (Live) Songs", "Love Songs", "(Untitled)", "[Untitled]", "Untitled", "Low (Live",
])
let notes = Generators.element(of: [
  "(Remastered)", "[Deluxe Edition]", "(Live)", "(2017 Remaster)", "[Bonus Tracks]",
  "(remastered)",
])
/// A title: a base, then up to two notes, each after no blank, one or two.
let titles = Generators.zip(
  bases,
  Generators.array(
    of: Generators.zip(Generators.element(of: [" ", "", "  "]), notes), length: 0...2)
).map { base, notes in base + notes.map { $0 + $1 }.joined() }

/// Albums whose titles often differ only by notes or case, by artists that differ only
/// by case; now and then one the library has, with a note.
let albums = Generators.array(
  of: Generators.oneOf([
    Generators.zip(titles, Generators.element(of: ["David Bowie", "david bowie", "Cracker"])).map {
      Album(title: $0, artist: $1, genre: "Rock", coverUrl: "", year: "1977")
    },
    Generators.element(of: [
      Album(
        title: "Best of Bowie (Remastered)", artist: "David Bowie", genre: "Pop", coverUrl: "",
        year: "2005"),
      Album(
        title: "american pie [Live]", artist: "MADONNA", genre: "Pop", coverUrl: "", year: "2001"),
    ]),
  ]), length: 1...7)

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the task's list: edition notes make no other album, and titles stay as written") {
        let list = [
          ("Low (Remastered)", "David Bowie", "2017"), ("Low", "David Bowie", "1977"),
          ("LOW [Deluxe Edition]", "david bowie", "2017"), ("Low", "Cracker", "1993"),
          ("Best of Bowie (Remastered)", "David Bowie", "2005"),
        ].map { Album(title: $0, artist: $1, genre: "Rock", coverUrl: "", year: $2) }
        let command: ImportAlbumsCommand
        switch try imported(list, as: .shop) {
        case .success(let planned): command = planned
        case .failure(let error): throw CheckFailure("the task's list was refused: \(error)")
        }
        try expectEqual(
          listing(command.albums), ["“Low (Remastered)” by David Bowie", "“Low” by Cracker"],
          "the albums kept")
        try expectEqual(command.leftOut, 3, "the albums left out")
      },
      Check("in every format of the library's class, any albums are kept once, as written") {
        try forAll(albums) { albums in
          for format in [Format.shop, .csv, .tabbed] {
            try expectImport(albums, as: format)
          }
        }
      },
      Check("notes come off the end only, every one of them; a title that is only a note keeps it")
      {
        let different = [
          ("(What's the Story) Morning Glory?", "Morning Glory?"),
          ("Love (Live) Songs", "Love Songs"),
          ("Low (Live", "Low"), ("Low (Live]", "Low"), ("[Untitled]", "(Untitled)"),
          ("(Untitled)", "Untitled"), ("Low (Live (Mono))", "Low"), ("(Live) Low", "Low"),
          ("Low (Remastered) Edition", "Low Edition"),
        ]
        for (first, second) in different {
          let pair = [first, second].map {
            Album(title: $0, artist: "Cracker", genre: "Rock", coverUrl: "", year: "1993")
          }
          for format in [Format.shop, .csv, .tabbed] {
            try expectImport(pair, as: format)
          }
        }
        let one = [
          ("Low (Live)(Mono)", "Low"), ("Low  [Live]", "low"), ("(Live) (Remastered)", "(Live)"),
          ("Low (Live (Mono)) [2017]", "Low (Live (Mono))"),
        ]
        for (first, second) in one {
          let pair = [first, second].map {
            Album(title: $0, artist: "Cracker", genre: "Rock", coverUrl: "", year: "1993")
          }
          for format in [Format.shop, .csv, .tabbed] {
            try expectImport(pair, as: format)
          }
        }
      },
    ])
  }
}
