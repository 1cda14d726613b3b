import Adapter
import ExerciseSupport
import Facade
import Foundation
import MVC
import TemplateMethod
import WorkbookTestSupport
import XCTest

/// The catalogue format's two steps: the JSON list cut into its elements, each with the
/// line it starts on, and each element read as chapter 5 reads a record.
final class CatalogueImportTests: XCTestCase {
  /// A record as chapter 5's catalogue holds it, with names that need escapes in JSON.
  private let record = Generators.zip(
    Generators.zip(
      Generators.element(of: ImportFiles.names + ["back\\slash", "tab\there", "new\nline"]),
      Generators.element(of: ImportFiles.names)),
    Generators.zip(
      Generators.element(of: [["Pop"], ["", "Jazz"], ["Rock", "Pop"], ["{[,]}"]]),
      Generators.zip(
        Generators.zip(Generators.int(in: 1950...1999), Generators.int(in: 1...28)),
        Generators.element(of: [nil, "/a.png", "/q\"uote.png", "/b.png\n", " /c.png "])))
  ).map { names, rest in
    CatalogueRecord(
      name: names.0, band: names.1, tags: rest.0,
      released: "\(rest.1.0.0)-0\(rest.1.0.1 % 9 + 1)-\(10 + rest.1.0.1 % 18)", artwork: rest.1.1)
  }

  /// Any list of records, written with any blanks and line breaks between its tokens,
  /// reads as chapter 5's reader reads it, each element named by the line it starts on.
  func testAnyCatalogueReadsAsChapterFivesReaderReadsItLineByLine() throws {
    let file = Generators.zip(
      Generators.array(of: record, length: 0...6),
      Generators.array(
        of: Generators.element(of: ["", " ", "\n", "\n\n  ", "\r\n"]), length: 8...8))
    assertForAll(file, runs: 200) { (records, gaps) in
      // Written by hand: elements encoded alone, the gaps put between them.
      var text = gaps[0] + "[" + gaps[1]
      var lines: [Int] = []
      for (offset, record) in records.enumerated() {
        if offset > 0 { text += gaps[2] + "," + gaps[3 + offset % 3] }
        lines.append(text.filter(\.isNewline).count + 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = offset % 2 == 0 ? [.prettyPrinted] : []
        text += String(decoding: try encoder.encode(record), as: UTF8.self)
      }
      text += gaps[6] + "]" + gaps[7]
      let elements = try CatalogueImporter().records(in: text)
      try expectEqual(elements.map(\.line), lines, "each element's line")
      let data = Data(text.utf8)
      // Chapter 5's albums, with the fields trimmed as step 4 trims every format's.
      let expected = try Catalogue.albums(fromJSON: data).map(ImportFiles.trimmed)
      let path = try ImportFiles.write(text, named: "any.json")
      let read =
        records.isEmpty
        ? []
        : try CatalogueImporter().importCommand(
          forFileAt: path, into: ImportFiles.library()
        ).albums
      try expectEqual(
        read, ImportFiles.expectedKept(expected, besides: []),
        "the albums, as chapter 5 reads them, each once")
    }
  }

  func testARefusedCatalogueNamesTheLine() throws {
    let good = #"{"name": "Low", "band": "Bowie", "tags": ["Rock"], "released": "1977-01-14"}"#
    let cases: [(String, String)] = [
      ("{}", "line 1: a JSON list starts with “[”, and this starts with “{”"),
      ("[\n\(good),\n{\"name\": \"x\"}\n]", "line 3: the record has no 'band'"),
      (
        "[\n\(good),\n\n  {\"name\": 3, \"band\": \"b\", \"tags\": [], \"released\": \"\"}]",
        "line 4: the record has the wrong kind of value for 'name'"
      ),
      (
        "[\(good),\n\(good.replacingOccurrences(of: "1977-01-14", with: "1977-02-30"))]",
        "line 2: the catalogue record has 'released' \"1977-02-30\", not a date such as \"1992-06-01\""
      ),
      ("[\n\(good),\n{\"name\": }]", "line 3: the record is not JSON"),
      ("[\(good),\n]", "line 2: an element of the list is missing"),
      ("[\n\n\(good)", "line 1: the list opened here is never closed"),
      ("[\(good)] x", "line 1: text follows the end of the list"),
      ("[\n\"open", "line 2: a string opened here is never closed"),
      (
        "[\n\n{\"name\": null, \"band\": \"b\", \"tags\": [\"Pop\"], \"released\": \"1977-01-14\"}]",
        "line 3: the record has the wrong kind of value for 'name'"
      ),
      (
        "[\(good),\n{\"name\": \"x\", \"band\": \"b\", \"tags\": [1], \"released\": \"1977-01-14\"}]",
        "line 2: the record has the wrong kind of value for 'tags'"
      ),
      ("[\(good),\n 1]", "line 2: the record is not a JSON object"),
      ("[\u{A0}\(good)]", "line 1: the record is not JSON"),
      ("\u{A0}[\(good)]", "line 1: a JSON list starts with “[”, and this starts with “\u{A0}”"),
      ("[\n}]", "line 2: a “}” closes nothing"),
    ]
    for (text, message) in cases {
      let path = try ImportFiles.write(text, named: "c.json")
      let library = ImportFiles.library()
      XCTAssertThrowsError(try CatalogueImporter().importCommand(forFileAt: path, into: library)) {
        XCTAssertEqual("\($0)", "c.json, " + message, text)
      }
      XCTAssertEqual(library.albums, [], text)
    }
  }

  /// Any text, in either format, is read or refused with a line inside the text; never a
  /// crash, never a line past the end.
  func testAnyTextIsReadOrRefusedWithALineInsideIt() throws {
    let pieces = [
      "[", "]", "{", "}", ",", "\"", "\\", "\n", " ", "title,artist,genre,year,cover\n", "a",
      "1977",
      #""name":"#, "\"\"", "\r\n", "é", "\t",
    ]
    let text = Generators.array(of: Generators.element(of: pieces), length: 0...30)
      .map { $0.joined() }
    assertForAll(text, runs: 2000) { text in
      let lineCount = text.filter(\.isNewline).count + 1
      for importer in [CSVImporter(), CatalogueImporter()] as [AlbumImporter] {
        do {
          for record in try importer.records(in: text) {
            try expect((1...lineCount).contains(record.line), "record line \(record.line)")
            do {
              _ = try importer.album(from: record)
            } catch let error as ImportError {
              try expectEqual(error.line, record.line, "a record's problem is on its line")
            }
          }
        } catch let error as ImportError {
          try expect((1...lineCount).contains(error.line ?? 0), "\(error) past the text")
        }
      }
    }
  }
}
