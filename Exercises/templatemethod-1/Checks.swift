// The checks of exercise templatemethod-1. Read them; do not edit them.
import ExerciseSupport
import Facade
import Foundation
import MVC
import TemplateMethod

// The task's promises, and the checks that hold each:
// - albums written as TSV import as they were, trimmed, in the file's order, each once
//   (the template's), the others counted as left out: the first check, and the second,
//   over generated files with blank lines, both kinds of line break and headers in any
//   case;
// - a line without exactly five fields is refused, naming its line as the file numbers
//   it: the third;
// - a missing or wrong header is refused on its line: the fourth;
// - `.tsv` files are read, and no others; the format calls itself TSV: the fifth.

/// The importer as the app holds it, a new one each time: any format, through the
/// template's own methods.
var importer: AlbumImporter { TSVImporter() }

/// A file's albums as `TSVImporter` plans them, or the error it refuses the file with.
func imported(_ text: String, named name: String = "albums.tsv") throws -> Result<
  ImportAlbumsCommand, ImportError
> {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("templatemethod-1-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent(name).path
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  do {
    return .success(try importer.importCommand(forFileAt: path, into: LibraryAPI.shared))
  } catch {
    return .failure(error)
  }
}

/// The import `text` plans, or a failure saying why it was refused.
func plan(of text: String) throws -> ImportAlbumsCommand {
  switch try imported(text) {
  case .success(let command): return command
  case .failure(let error):
    throw CheckFailure("\(String(reflecting: text)) was refused: \(error)")
  }
}

/// The error `text` is refused with, or a failure saying it was imported.
func refusal(of text: String) throws -> ImportError {
  switch try imported(text) {
  case .success(let command):
    throw CheckFailure(
      "imported \(command.albums.count) albums from \(String(reflecting: text)); "
        + "expected it refused")
  case .failure(let error): return error
  }
}

/// One album as this check's own writer writes it: its fields, a tab between each two.
func tsvLine(_ album: Album) -> String {
  [album.title, album.artist, album.genre, album.year, album.coverUrl].joined(separator: "\t")
}

func trimmed(_ album: Album) -> Album {
  func trim(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
  return Album(
    title: trim(album.title), artist: trim(album.artist), genre: trim(album.genre),
    coverUrl: trim(album.coverUrl), year: trim(album.year))
}

/// What the import keeps of `albums`, worked out plainly: each trimmed, the first of its
/// title and artist whatever their case, and none the library has.
func expectedKept(_ albums: [Album]) -> [Album] {
  var kept: [Album] = []
  for album in albums.map(trimmed) {
    let same = { (other: Album) in
      other.title.lowercased() == album.title.lowercased()
        && other.artist.lowercased() == album.artist.lowercased()
    }
    if !LibraryAPI.shared.albums.contains(where: same) && !kept.contains(where: same) {
      kept.append(album)
    }
  }
  return kept
}

func listing(_ albums: [Album]) -> [String] {
  albums.map { "“\($0.title)” by “\($0.artist)”, \($0.genre), \($0.year), “\($0.coverUrl)”" }
}

/// Names a tab-separated file carries as they are: blanks inside and around them,
/// commas and quotes (no business of this format), cases that differ, scripts beyond
/// ASCII.
let names = Generators.element(of: [
  "Hunky Dory", "hunky dory", "Songs of Love, and Hate", "The \"Grey\" Album", " Heroes",
  "heroes ", "Ænima", "東京", "Ça ira", "a,b", "Z", "1984", "Low", "David Bowie",
])

let genres = Generators.element(of: ["Pop", "Rock", "Folk, acoustic", " Électro", "Jazz "])
let covers = Generators.element(of: ["", "/covers/a.png", " /c/x y.png"])
/// A year of four digits, sometimes with blanks around it.
let years = Generators.zip(Generators.int(in: 1950...2029), Generators.element(of: ["", " "])).map {
  $1 + String($0) + $1
}

/// An album whose fields pass the template's checks once trimmed; now and then one the
/// library has, in another case.
let album = Generators.oneOf([
  Generators.zip(
    Generators.zip(names, names), Generators.zip(genres, Generators.zip(covers, years))
  ).map { names, rest in
    Album(title: names.0, artist: names.1, genre: rest.0, coverUrl: rest.1.0, year: rest.1.1)
  },
  Generators.element(of: [
    Album(title: "best of bowie", artist: "DAVID BOWIE", genre: "Pop", coverUrl: "", year: "1992"),
    Album(title: "American Pie", artist: "Madonna", genre: "Pop", coverUrl: "", year: "2000"),
  ]),
])

let headers = Generators.element(of: [
  "title\tartist\tgenre\tyear\tcover", "Title\tArtist\tGenre\tYear\tCover",
  " TITLE \tartist\t genre\tYear \tcover",
])

/// Lines no reader takes for a record: empty, blanks, a tab.
let blankLines = Generators.array(
  of: Generators.element(of: ["", "  ", "\t", " \t "]), length: 0...2)

/// A file as the checks write it: its lines, and how they end.
struct File: CustomStringConvertible {
  var lines: [String]
  var newline: String

  var text: String { lines.joined(separator: newline) + newline }

  /// The number the file gives the line `index` (from 0): blank lines count.
  func number(of index: Int) -> Int { index + 1 }

  var description: String {
    (newline == "\n" ? "" : "(lines ending in \\r\\n) ")
      + String(reflecting: lines.joined(separator: "\n"))
  }
}

/// `body` (album lines, or lines of another kind) under `header`, with blank lines
/// before, between and after, as `layout` says.
func file(header: String, body: [String], blanks: [[String]], newline: String) -> File {
  var lines = blanks[0] + [header]
  for (index, line) in body.enumerated() {
    lines += blanks[(index + 1) % blanks.count] + [line]
  }
  return File(lines: lines + blanks[blanks.count - 1], newline: newline)
}

let layouts = Generators.array(of: blankLines, length: 2...6).flatMap { blanks in
  Generators.element(of: ["\n", "\r\n"]).map { (blanks, $0) }
}

/// Albums written as a file, with its header, blank lines and line breaks.
let albumFiles = Generators.array(of: album, length: 1...8).flatMap { albums in
  headers.flatMap { header in
    layouts.map { blanks, newline in
      (albums, file(header: header, body: albums.map(tsvLine), blanks: blanks, newline: newline))
    }
  }
}

/// A line that does not have five fields: one dropped, one more, or none split at all.
func broken(_ album: Album, how: Int) -> String {
  let fields = [album.title, album.artist, album.genre, album.year, album.coverUrl]
  switch how {
  case 0: return fields.dropLast().joined(separator: "\t")
  case 1: return (fields + [""]).joined(separator: "\t")
  case 2: return (fields + ["Extra"]).joined(separator: "\t")
  case 3: return fields.joined(separator: " ")
  case 4: return fields.joined(separator: ",")
  default: return ([fields[0]] + fields.dropFirst(2)).joined(separator: "\t")
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the task's file imports its albums, trimmed, the library's left out") {
        let text = """
          title\tartist\tgenre\tyear\tcover
          Hunky Dory\tDavid Bowie\tRock\t1971\t/covers/hunky.png

          Songs of Love, and Hate \tLeonard Cohen\tFolk\t1971\t
          BEST OF BOWIE\tdavid bowie\tPop\t1992\t

          """
        let command = try plan(of: text)
        try expectEqual(
          listing(command.albums),
          [
            "“Hunky Dory” by “David Bowie”, Rock, 1971, “/covers/hunky.png”",
            "“Songs of Love, and Hate” by “Leonard Cohen”, Folk, 1971, “”",
          ], "the albums planned")
        try expectEqual(command.leftOut, 1, "the albums left out, the library having them")
      },
      Check("any albums written as TSV import as they were: trimmed, in order, each once") {
        try forAll(albumFiles) { albums, file in
          let expected = expectedKept(albums)
          switch try imported(file.text) {
          case .success(let command):
            try expectEqual(
              listing(command.albums), listing(expected), "the albums planned from \(file)")
            try expectEqual(
              command.leftOut, albums.count - expected.count,
              "the albums left out of \(file), the file or the library having them already")
          case .failure(let error):
            try expect(
              expected.isEmpty && error.line == nil,
              "\(file) was refused: \(error)"
                + (expected.isEmpty ? "" : " (it holds \(expected.count) albums to add)"))
          }
        }
      },
      Check("a line without exactly five fields is refused, naming its line (blank lines counted)")
      {
        let cases = Generators.array(of: album, length: 0...4).flatMap { albums in
          album.flatMap { bad in
            Generators.int(in: 0...5).flatMap { how in
              Generators.int(in: 0...albums.count).flatMap { place in
                layouts.map { blanks, newline in
                  var body = albums.map(tsvLine)
                  body.insert(broken(bad, how: how), at: place)
                  let written = file(
                    header: "title\tartist\tgenre\tyear\tcover", body: body, blanks: blanks,
                    newline: newline)
                  return (written, broken(bad, how: how))
                }
              }
            }
          }
        }
        try forAll(cases) { file, bad in
          let error = try refusal(of: file.text)
          let index = try unwrap(file.lines.firstIndex(of: bad), "the broken line")
          try expectEqual(
            error.line, file.number(of: index),
            "the line named for \(String(reflecting: bad)) in \(file) (\(error))")
        }
      },
      Check("a missing or wrong header is refused on its line; no album line, no albums") {
        let wrong = Generators.element(of: [
          "Hunky Dory\tDavid Bowie\tRock\t1971\t", "title\tartist\tgenre\tyear",
          "artist\ttitle\tgenre\tyear\tcover", "title,artist,genre,year,cover",
          "title artist genre year cover", "title\tartist\tgenre\tyear\tcover\tlabel",
          "titles\tartist\tgenre\tyear\tcover",
        ])
        let cases = wrong.flatMap { header in
          Generators.array(of: album, length: 0...3).flatMap { albums in
            layouts.map { blanks, newline in
              file(header: header, body: albums.map(tsvLine), blanks: blanks, newline: newline)
            }
          }
        }
        try forAll(cases) { file in
          let error = try refusal(of: file.text)
          let index = try unwrap(
            file.lines.firstIndex { !$0.allSatisfy(\.isWhitespace) }, "the header")
          try expectEqual(
            error.line, file.number(of: index), "the line named for the header of \(file)")
        }
        for text in [
          "", "\n\n", " \t\n", "title\tartist\tgenre\tyear\tcover\n",
          "\nTitle\tArtist\tGenre\tYear\tCover\n\t\n",
        ] {
          let error = try refusal(of: text)
          try expect(
            error.line == nil,
            "\(String(reflecting: text)) holds no album, which is no line's fault; "
              + "got \(error)")
        }
      },
      Check("a .tsv file is read, and no other; the format calls itself TSV") {
        for path in ["albums.tsv", "/tmp/shop/Albums.TSV", "a.b.tsv"] {
          try expect(importer.reads(path), "\(path) is not read")
        }
        for path in ["albums.csv", "albums.json", "tsv", "albums.tsv.bak", "albumstsv", ".tsv/a"] {
          try expect(!importer.reads(path), "\(path) is read")
        }
        try expectEqual(importer.formatName, "TSV", "the format's name")
      },
    ])
  }
}
