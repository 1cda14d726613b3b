import ExerciseSupport
import Facade
import MVC
import TemplateMethod
import WorkbookTestSupport
import XCTest

/// The CSV format's two steps: a header that names the columns, then a record a line,
/// its fields split at commas outside quotes.
final class CSVImportTests: XCTestCase {
  private let header = "title,artist,genre,year,cover"

  /// Any albums, written as RFC 4180 writes them (by this test's own writer), with any
  /// line breaks and blank lines, come back as they were, trimmed, each once.
  func testAnyAlbumsWrittenAsCSVComeBackAsTheyWere() throws {
    let file = Generators.zip(
      Generators.array(of: ImportFiles.goodAlbum, length: 1...8),
      Generators.zip(
        Generators.element(of: ["\n", "\r\n"]),
        Generators.array(of: Generators.bool, length: 8...8)))
    assertForAll(file, runs: 200) { (albums, layout) in
      let (newline, blankAfter) = layout
      var lines = [header]
      for (album, blank) in zip(albums, blankAfter) {
        lines.append(ImportFiles.csvLine(album))
        if blank { lines.append("  ") }
      }
      let path = try ImportFiles.write(lines.joined(separator: newline), named: "any.csv")
      let library = ImportFiles.library(holding: [Album.bestOfBowie])
      let command = try CSVImporter().importCommand(forFileAt: path, into: library)
      let expected = ImportFiles.expectedKept(albums, besides: [Album.bestOfBowie])
      try expectEqual(command.albums, expected, "the albums read")
      try expectEqual(command.leftOut, albums.count - expected.count, "left out")
    }
  }

  func testTheHeaderMayDifferInCaseAndBlanksButMustNameTheColumnsInOrder() throws {
    let library = ImportFiles.library()
    let good = try ImportFiles.write(
      " Title , ARTIST,genre,Year,cover\nLow,Bowie,Rock,1977,\n", named: "h.csv")
    XCTAssertEqual(try CSVImporter().importCommand(forFileAt: good, into: library).albums.count, 1)
    for bad in ["artist,title,genre,year,cover", "title,artist,genre,year", "Low,Bowie,Rock,1977,"]
    {
      let path = try ImportFiles.write("\n" + bad + "\nLow,Bowie,Rock,1977,\n", named: "h.csv")
      XCTAssertThrowsError(try CSVImporter().importCommand(forFileAt: path, into: library)) {
        XCTAssertEqual(
          "\($0)", "h.csv, line 2: the first line must name the columns: \(self.header)", bad)
      }
    }
  }

  /// Each refused line is named by its number (blank lines counted), and nothing of the
  /// file is planned.
  func testARefusedLineIsNamedByItsNumberAndItsColumn() throws {
    let cases: [(String, String)] = [
      ("Low,Bowie,Rock,1977", "line 3: 5 fields expected (\(header)), 4 found"),
      ("Low,Bowie,Rock,1977,,", "line 3: 5 fields expected (\(header)), 6 found"),
      ("\"Low,Bowie,Rock,1977,", "line 3: column 1: the quote opened here is never closed"),
      (
        "Low,\"Bowie\"x,Rock,1977,",
        "line 3: column 12: a comma must follow the quoted field's closing quote"
      ),
      ("Low, \"Bowie,Rock,1977,", "line 3: column 6: the quote opened here is never closed"),
      ("Low,Bowie,,1977,", "line 3: the genre is empty"),
      (",Bowie,Rock,1977,", "line 3: the title is empty"),
      ("Low,\"\",Rock,1977,", "line 3: the artist is empty"),
      ("Low,Bowie,Rock,'77,", "line 3: the year “'77” is not four digits"),
    ]
    for (line, message) in cases {
      let text = [header, "Low2,Bowie,Rock,1977,", line].joined(separator: "\n")
      let file = try ImportFiles.write(text, named: "bad.csv")
      let library = ImportFiles.library()
      XCTAssertThrowsError(try CSVImporter().importCommand(forFileAt: file, into: library)) {
        XCTAssertEqual("\($0)", "bad.csv, " + message, line)
      }
      XCTAssertEqual(library.albums, [], line)
    }
  }

  func testQuotedFieldsKeepTheirCommasAndQuotes() throws {
    let text = """
      title,artist,genre,year,cover
      "Songs of Love, and Hate",Leonard Cohen,Folk,1971,
      "The ""Grey"" Album" ,"  Danger Mouse",Hip hop,2004,"/c/a,b.png"
      Say "Hi",x"y,Pop,2000,
      """
    let path = try ImportFiles.write(text, named: "q.csv")
    let command = try CSVImporter().importCommand(forFileAt: path, into: ImportFiles.library())
    XCTAssertEqual(
      command.albums,
      [
        Album(
          title: "Songs of Love, and Hate", artist: "Leonard Cohen", genre: "Folk", coverUrl: "",
          year: "1971"),
        Album(
          title: "The \"Grey\" Album", artist: "Danger Mouse", genre: "Hip hop",
          coverUrl: "/c/a,b.png", year: "2004"),
        Album(title: "Say \"Hi\"", artist: "x\"y", genre: "Pop", coverUrl: "", year: "2000"),
      ])
  }
}
