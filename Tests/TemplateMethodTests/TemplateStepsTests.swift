import ExerciseSupport
import Facade
import Foundation
import MVC
import TemplateMethod
import WorkbookTestSupport
import XCTest

/// The template method's promise: the steps run in one order whatever the format, a
/// format can only fill them in, and the checks every format shares are the template's.
final class TemplateStepsTests: XCTestCase {
  /// A format that writes down every step asked of it, reading a line as `title;artist`.
  final class RecordingFormat: AlbumImporter {
    var steps: [String] = []
    override var fileExtension: String { "txt" }
    override func records(in text: String) throws(ImportError) -> [ImportRecord] {
      steps.append("records")
      return try super.records(in: text)
    }
    override func album(from record: ImportRecord) throws(ImportError) -> Album {
      steps.append("album \(record.line)")
      let parts = record.text.split(separator: ";", omittingEmptySubsequences: false)
      func part(_ index: Int, else missing: String) -> String {
        parts.count > index ? String(parts[index]) : missing
      }
      return Album(
        title: part(0, else: ""), artist: part(1, else: ""), genre: part(2, else: "Pop"),
        coverUrl: "", year: part(3, else: "2000"))
    }
    override func duplicateKey(for album: Album) -> String {
      steps.append("key \(album.title)")
      return super.duplicateKey(for: album)
    }
  }

  func testTheStepsRunInTheirFixedOrderForAnyLibraryAndFile() throws {
    let input = Generators.zip(
      Generators.array(of: Generators.element(of: ["A", "c", "Z"]), length: 0...3),
      Generators.array(
        of: Generators.element(of: ["A;x", "B;y", "a;X", "b;Y ", "", "  ", "C;x", "Z;x"]),
        length: 0...8))
    assertForAll(input, runs: 200) { (held, lines) in
      let path = try ImportFiles.write(lines.joined(separator: "\n"), named: "list.txt")
      let format = RecordingFormat()
      let library = ImportFiles.library(
        holding: held.map {
          Album(title: $0, artist: "x", genre: "Pop", coverUrl: "", year: "2000")
        })
      let before = library.albums
      let command = try? format.importCommand(forFileAt: path, into: library)
      // What the steps should have been: the key of each album the library holds, the
      // records once, then each record read and its key asked, in the file's order; and
      // the first album of each key kept, as the file wrote it, less blanks.
      var expected = held.map { "key \($0)" } + ["records"]
      var seen = Set(held.map { "\($0.lowercased())/x" })
      var kept: [String] = []
      for (offset, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
        let parts = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        expected += ["album \(offset + 1)", "key \(parts[0])"]
        if seen.insert("\(parts[0].lowercased())/\(parts[1].lowercased())").inserted {
          kept.append("\(parts[0]) by \(parts[1])")
        }
      }
      try expectEqual(format.steps, expected, "the steps asked, in order")
      try expectEqual(
        command?.albums.map { "\($0.title) by \($0.artist)" } ?? [], kept, "the albums kept")
      try expectEqual(library.albums, before, "nothing added by planning")
    }
  }

  func testAFormatCannotReplaceTheTemplateMethod() throws {
    try assertProbe(
      """
      import Facade
      import TemplateMethod

      final class Hasty: AlbumImporter {
        override func importCommand(forFileAt path: String, into library: LibraryAPI) throws(ImportError) -> ImportAlbumsCommand {  // expected-error 2 {{instance method overrides a 'final' instance method}} expected-error 2 {{overriding non-open instance method outside of its defining module}} expected-error {{overriding declaration requires an 'override' keyword}}
          throw ImportError(line: nil, problem: "skipped the checks")
        }
      }
      """)
  }

  func testAnImporterThatFillsInNoStepRefusesTheFirstRecordByItsLine() throws {
    let path = try ImportFiles.write("\n\nBlue;Joni\n", named: "list.txt")
    XCTAssertThrowsError(
      try AlbumImporter().importCommand(forFileAt: path, into: ImportFiles.library())
    ) { error in
      XCTAssertEqual(
        "\(error)", "list.txt, line 3: AlbumImporter does not say how a record becomes an album")
    }
  }

  /// Step 4 is the template's: whatever a format reads, a blank title, artist or genre
  /// and a year that is not four digits are refused, naming the line, by the same rules
  /// and words for a format of this test's own and for the CSV format.
  func testEveryFormatsAlbumsMeetTheSameChecks() throws {
    let field = Generators.element(of: ["", " ", "\t", "Low", " Low ", "東京"])
    let year = Generators.element(of: [
      "1977", " 1977 ", "77", "19x7", "", "12000", "１９７７", "+977", "-977", "1 77", "٢٠٠٠",
    ])
    let album = Generators.zip(Generators.zip(field, field), Generators.zip(field, year))
    assertForAll(album, runs: 300) { (names, rest) in
      let ((title, artist), (genre, year)) = (names, rest)
      func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let fourDigits =
        trimmed(year).count == 4
        && trimmed(year).allSatisfy({ $0.isASCII && $0.isNumber })
      let expected: String? =
        trimmed(title).isEmpty
        ? "the title is empty"
        : trimmed(artist).isEmpty
          ? "the artist is empty"
          : trimmed(genre).isEmpty
            ? "the genre is empty"
            : fourDigits ? nil : "the year “\(trimmed(year))” is not four digits"
      let own = try ImportFiles.write("\(title);\(artist);\(genre);\(year)", named: "one.txt")
      let csv = try ImportFiles.write(
        "title,artist,genre,year,cover\n"
          + [title, artist, genre, year, " /c.png "].map(ImportFiles.csvField)
          .joined(separator: ","),
        named: "one.csv")
      let formats: [(AlbumImporter, String, Int)] = [
        (RecordingFormat(), own, 1), (CSVImporter(), csv, 2),
      ]
      for (format, path, line) in formats {
        do {
          let command = try format.importCommand(forFileAt: path, into: ImportFiles.library())
          try expect(expected == nil, "\(type(of: format)) accepted, but \(expected ?? "")")
          let kept = try XCTUnwrap(command.albums.first)
          try expectEqual(
            [kept.title, kept.artist, kept.genre, kept.year],
            [title, artist, genre, year].map(trimmed), "trimmed")
          if format is CSVImporter { try expectEqual(kept.coverUrl, "/c.png", "cover trimmed") }
        } catch let error as ImportError {
          try expectEqual(error.problem, expected, "\(type(of: format))'s problem")
          try expectEqual(error.line, line, "the line")
        }
      }
    }
  }

  func testAFileThatCannotBeReadIsRefusedSayingWhy() throws {
    let library = ImportFiles.library()
    let folder = try makeTemporaryFolder(self).path
    let cases: [(String, String)] = [
      (folder + "/missing.csv", "cannot read \(folder)/missing.csv: there is no such file"),
      (folder, "cannot read \(folder): it is not a plain file"),
    ]
    for (path, message) in cases {
      XCTAssertThrowsError(try CSVImporter().importCommand(forFileAt: path, into: library)) {
        XCTAssertEqual("\($0)", message)
      }
    }
    let big = try ImportFiles.write(
      String(repeating: "x", count: AlbumImporter.maximumFileSize + 1), named: "big.csv")
    XCTAssertThrowsError(try CSVImporter().importCommand(forFileAt: big, into: library)) {
      XCTAssertEqual(
        "\($0)", "cannot read \(big): it has 1000001 bytes, more than 1000000")
    }
    // Exactly the limit is read: a header, one album, and blank lines up to 1,000,000
    // bytes; and a byte order mark in front is no part of the header.
    let album = "title,artist,genre,year,cover\nLow,David Bowie,Rock,1977,\n"
    let full = try ImportFiles.write(
      album + String(repeating: "\n", count: AlbumImporter.maximumFileSize - album.utf8.count),
      named: "full.csv")
    XCTAssertEqual(try CSVImporter().importCommand(forFileAt: full, into: library).albums.count, 1)
    // A path the user typed may be a symbolic link: the file it leads to is read.
    let link = folder + "/link.csv"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: full)
    XCTAssertEqual(try CSVImporter().importCommand(forFileAt: link, into: library).albums.count, 1)
    let marked = try ImportFiles.write("\u{FEFF}" + album, named: "marked.csv")
    XCTAssertEqual(
      try CSVImporter().importCommand(forFileAt: marked, into: library).albums.map(\.title),
      ["Low"])
    let notText = try ImportFiles.write("", named: "latin1.csv")
    try Data([0x74, 0x69, 0x74, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: notText))
    XCTAssertThrowsError(try CSVImporter().importCommand(forFileAt: notText, into: library)) {
      XCTAssertEqual("\($0)", "\(notText) is not UTF-8 text")
    }
  }

  /// The key of the template's duplicate rule keeps title and artist apart and folds
  /// case as `lowercased()` does: "ab" by "c" is not "a" by "bc", and "Straße" is not
  /// "STRASSE"; an extension is matched in any case.
  func testTheDuplicateKeyTellsApartWhatOnlyLooksAlike() throws {
    let library = ImportFiles.library(
      holding: [Album(title: "ab", artist: "c", genre: "Pop", coverUrl: "", year: "2000")])
    let path = try ImportFiles.write(
      """
      title,artist,genre,year,cover
      a,bc,Pop,2000,
      Straße,x,Pop,2000,
      STRASSE,x,Pop,2000,
      AB,C,Pop,2000,
      """, named: "ALBUMS.CSV")
    XCTAssertTrue(CSVImporter().reads(path))
    XCTAssertFalse(CatalogueImporter().reads(path))
    let command = try CSVImporter().importCommand(forFileAt: path, into: library)
    XCTAssertEqual(command.albums.map(\.title), ["a", "Straße", "STRASSE"])
    XCTAssertEqual(command.leftOut, 1)
  }

  func testAFileWithNothingNewAddsNothingAndSaysWhy() throws {
    let library = ImportFiles.library(holding: [Album.bestOfBowie])
    let cases: [(String, String)] = [
      ("title,artist,genre,year,cover\n", "empty.csv: it holds no albums"),
      ("", "empty.csv: it holds no albums"),
      (
        "title,artist,genre,year,cover\nbest of bowie,DAVID BOWIE,Pop,1992,\n",
        "empty.csv: the library has its one album already"
      ),
      (
        "title,artist,genre,year,cover\nBest of Bowie,David Bowie,Pop,1992,\nBEST OF BOWIE,David Bowie,Rock,1993,\n",
        "empty.csv: the library has all 2 of its albums already"
      ),
    ]
    for (text, message) in cases {
      let path = try ImportFiles.write(text, named: "empty.csv")
      XCTAssertThrowsError(try CSVImporter().importCommand(forFileAt: path, into: library)) {
        XCTAssertEqual("\($0)", message)
      }
    }
    XCTAssertEqual(library.albums, [Album.bestOfBowie])
  }
}
