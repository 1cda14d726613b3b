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

  func testTheStepsRunInTheirFixedOrderForAnyFile() throws {
    let lines = Generators.array(
      of: Generators.element(of: ["A;x", "B;y", "a;X", "", "  ", "C;z"]), length: 0...8)
    assertForAll(lines, runs: 150) { lines in
      let path = try ImportFiles.write(lines.joined(separator: "\n"), named: "list.txt")
      let format = RecordingFormat()
      let library = ImportFiles.library(holding: [Album.bestOfBowie])
      let command = try? format.importCommand(forFileAt: path, into: library)
      // What the steps should have been: the library's keys, the records once, then
      // each record read and its key asked, in the file's order.
      var expected = ["key Best of Bowie", "records"]
      var titles: [String] = []
      for (offset, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
        let title = String(line.prefix(1))
        expected += ["album \(offset + 1)", "key \(title)"]
        if !titles.contains(title.lowercased()) { titles.append(title.lowercased()) }
      }
      try expectEqual(format.steps, expected, "the steps asked, in order")
      try expectEqual(command?.albums.map { $0.title.lowercased() } ?? [], titles, "the kept")
      try expectEqual(library.albums, [Album.bestOfBowie], "nothing added by planning")
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
    let year = Generators.element(of: ["1977", " 1977 ", "77", "19x7", "", "12000", "１９７７"])
    let album = ImportFiles.zip(ImportFiles.zip(field, field), ImportFiles.zip(field, year))
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
    let notText = try ImportFiles.write("", named: "latin1.csv")
    try Data([0x74, 0x69, 0x74, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: notText))
    XCTAssertThrowsError(try CSVImporter().importCommand(forFileAt: notText, into: library)) {
      XCTAssertEqual("\($0)", "\(notText) is not UTF-8 text")
    }
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
