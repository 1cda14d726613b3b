import Foundation
import MVC
import WorkbookTestSupport
import XCTest

@testable import Adapter

/// The object adapter: a foreign catalogue record in, an `Album` out, and a clear,
/// typed error for every way a record can be wrong.
final class CatalogueAdapterTests: XCTestCase {
  private let record = CatalogueRecord(
    name: "Night Trains", band: "The Lantern Choir", tags: ["Folk", "Acoustic"],
    released: "2011-03-14", artwork: "/covers/night%20trains.png")

  private func adapting(_ change: (inout CatalogueRecord) -> Void) throws(CatalogueError) -> Album {
    var changed = record
    change(&changed)
    return try CatalogueAlbumAdapter(changed).album()
  }

  func testEveryFieldIsMapped() throws {
    XCTAssertEqual(
      try CatalogueAlbumAdapter(record).album(),
      Album(
        title: "Night Trains", artist: "The Lantern Choir", genre: "Folk",
        coverUrl: "/covers/night%20trains.png", year: "2011"))
    let bare = try adapting {
      $0.artwork = nil
      $0.tags = ["", " \n", " Jazz "]
      $0.name = "  Spaced  "
    }
    XCTAssertEqual(bare.coverUrl, "", "no artwork: an empty cover address")
    XCTAssertEqual(bare.genre, "Jazz", "the first tag that says something, trimmed")
    XCTAssertEqual(bare.title, "Spaced")
    XCTAssertEqual(try adapting { $0.released = "2000-02-29" }.year, "2000", "a leap day")
  }

  func testEmptyFieldsAreRejected() {
    XCTAssertThrowsError(try adapting { $0.name = " " }) {
      XCTAssertEqual($0 as? CatalogueError, .emptyField("name", record: nil))
    }
    XCTAssertThrowsError(try adapting { $0.band = "" }) {
      XCTAssertEqual($0 as? CatalogueError, .emptyField("band", record: nil))
    }
    XCTAssertThrowsError(try adapting { $0.band = "\n\t " }) {
      XCTAssertEqual($0 as? CatalogueError, .emptyField("band", record: nil), "line breaks too")
    }
    for tags in [[], [""], [" ", "\n"]] {
      XCTAssertThrowsError(try adapting { $0.tags = tags }, "\(tags)") {
        XCTAssertEqual($0 as? CatalogueError, .emptyField("tags", record: nil), "\(tags)")
      }
    }
  }

  func testReleaseDatesThatAreNotRealDaysAreRejected() {
    let bad = [
      "", "1992", "92-06-01", "1992/06/01", "1992-6-1", "1992-13-01", "1992-00-10",
      "1992-06-31", "1900-02-29", "1992-06-01T00:00", "１９９２-06-01", "+992-06-01",
      "1992--06-01", "1992-06-01-", "-1992-06-01",
    ]
    for date in bad {
      XCTAssertThrowsError(try adapting { $0.released = date }, date) {
        XCTAssertEqual($0 as? CatalogueError, .malformedReleaseDate(date, record: nil), date)
      }
    }
  }

  func testAnExportBecomesAlbumsInItsOrder() throws {
    let json = """
      [{"name": "A", "band": "B", "tags": ["C"], "released": "1999-01-02"},
       {"name": "D", "band": "E", "tags": ["F"], "released": "2001-12-31", "artwork": "/g.png"}]
      """
    let albums = try Catalogue.albums(fromJSON: Data(json.utf8))
    XCTAssertEqual(albums.map(\.title), ["A", "D"])
    XCTAssertEqual(albums.map(\.year), ["1999", "2001"])
    XCTAssertEqual(try Catalogue.albums(fromJSON: Data("[]".utf8)), [])
  }

  /// Any export of good records (generated: fields shared, padded with blanks, beyond
  /// ASCII, some records written twice) becomes one album per record, in the file's
  /// order, each field mapped and trimmed.
  func testAnyExportBecomesOneAlbumPerRecordInItsOrder() {
    let exports = Generators.albums(count: 0...8).flatMap { fields in
      Generators.int(in: 0...fields.count).flatMap { repeats in
        Generators.int(in: 1000...2999).map { year in (fields, repeats, year) }
      }
    }
    assertForAll(exports) { fields, repeats, year in
      func said(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "Untitled \(text)" : text
      }
      let written = fields.enumerated().map { offset, field in
        CatalogueRecord(
          name: said(field.title), band: " \(said(field.artist))\t", tags: ["", said(field.genre)],
          released: "\(year)-0\(offset % 9 + 1)-28",
          artwork: offset % 2 == 0 ? nil : "/\(offset).png")
      }
      // The first records come again, as written.
      let records = written + written.prefix(repeats)
      let data = try JSONEncoder().encode(records)
      let expected = records.map { record in
        Album(
          title: record.name.trimmingCharacters(in: .whitespacesAndNewlines),
          artist: record.band.trimmingCharacters(in: .whitespacesAndNewlines),
          genre: record.tags[1].trimmingCharacters(in: .whitespacesAndNewlines),
          coverUrl: record.artwork ?? "", year: "\(year)")
      }
      try expectEqual(try Catalogue.albums(fromJSON: data), expected, "the albums")
    }
  }

  func testEachKindOfBadExportGetsItsOwnErrorNamingTheRecord() {
    let good = #"{"name": "A", "band": "B", "tags": ["C"], "released": "1999-01-02"}"#
    let cases: [(String, CatalogueError)] = [
      (
        #"[\#(good), {"band": "B", "tags": ["C"], "released": "1999-01-02"}]"#,
        .missingField("name", record: 1)
      ),
      (
        #"[{"name": 7, "band": "B", "tags": ["C"], "released": "1999-01-02"}]"#,
        .wrongType(field: "name", record: 0)
      ),
      (
        #"[{"name": "A", "band": "B", "tags": "C", "released": "1999-01-02"}]"#,
        .wrongType(field: "tags", record: 0)
      ),
      (
        #"[{"name": "A", "band": "B", "tags": [1], "released": "1999-01-02"}]"#,
        .wrongType(field: "tags", record: 0)
      ),
      (
        #"[{"name": "A", "band": null, "tags": ["C"], "released": "1999-01-02"}]"#,
        .wrongType(field: "band", record: 0)
      ),
      (
        #"[\#(good), \#(good), {"name": "A", "band": "B", "tags": ["C"], "released": "1999"}]"#,
        .malformedReleaseDate("1999", record: 2)
      ),
      (
        #"[{"name": "", "band": "B", "tags": ["C"], "released": "1999-01-02"}]"#,
        .emptyField("name", record: 0)
      ),
    ]
    for (json, expected) in cases {
      XCTAssertThrowsError(try Catalogue.albums(fromJSON: Data(json.utf8)), json) {
        XCTAssertEqual($0 as? CatalogueError, expected, json)
      }
    }
  }

  func testWhatIsNotAListOfRecordsIsSaidSo() {
    for json in ["", "{", "not json", #"{"name": "A"}"#, "[1, 2]", "\u{FF}\u{FE}"] {
      XCTAssertThrowsError(try Catalogue.albums(fromJSON: Data(json.utf8)), json) { error in
        guard case .notAList = error as? CatalogueError else {
          return XCTFail("\(json): \(error)")
        }
      }
    }
  }

  func testAFileThatCannotBeReadIsSaidSoWithItsPath() {
    let path = "/nonexistent/catalogue-\(UUID().uuidString).json"
    XCTAssertThrowsError(try Catalogue.albums(contentsOf: path)) { error in
      guard case .unreadableFile(let reported, _) = error as? CatalogueError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(reported, path)
      XCTAssertTrue("\(error)".hasPrefix("cannot read the catalogue \(path)"), "\(error)")
    }
  }

  func testALinkIsJudgedByTheFileItLeadsTo() throws {
    let folder = try makeTemporaryFolder(self)
    let export = folder.appendingPathComponent("export.json")
    try #"[{"name": "A", "band": "B", "tags": ["C"], "released": "1999-01-02"}]"#
      .write(to: export, atomically: true, encoding: .utf8)
    let link = folder.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: export.path)
    XCTAssertEqual(try Catalogue.albums(contentsOf: link).map(\.title), ["A"])

    let dangling = folder.appendingPathComponent("dangling.json").path
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: folder.appendingPathComponent("gone.json").path)
    let toDevice = folder.appendingPathComponent("zero.json").path
    try FileManager.default.createSymbolicLink(atPath: toDevice, withDestinationPath: "/dev/zero")
    for (path, reason) in [
      (dangling, "there is no such file"), (toDevice, "it is not a plain file"),
    ] {
      XCTAssertThrowsError(try Catalogue.albums(contentsOf: path), path) {
        XCTAssertEqual($0 as? CatalogueError, .unreadableFile(path: path, reason: reason))
      }
    }
  }

  func testAFolderOrADeviceIsRefusedBeforeReading() {
    // /dev/zero never ends: reading it would hang the program.
    for (path, reason) in [
      ("/tmp", "it is not a plain file"), ("/dev/zero", "it is not a plain file"),
    ] {
      XCTAssertThrowsError(try Catalogue.albums(contentsOf: path), path) {
        XCTAssertEqual($0 as? CatalogueError, .unreadableFile(path: path, reason: reason))
      }
    }
  }

  func testAnExportTooLargeToBeOneIsRefusedBeforeReading() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("huge-\(UUID().uuidString).json").path
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(Catalogue.maximumFileSize + 1))  // sparse: no disk used
    try handle.close()
    XCTAssertThrowsError(try Catalogue.albums(contentsOf: path)) {
      XCTAssertEqual(
        $0 as? CatalogueError,
        .unreadableFile(path: path, reason: "it has 10000001 bytes, more than 10000000"))
    }
  }

  func testMessagesSayWhichRecordAndWhatIsWrong() {
    XCTAssertEqual(
      "\(CatalogueError.malformedReleaseDate("1992/06/01", record: 2))",
      #"the catalogue's record at index 2 has 'released' "1992/06/01", not a date such as "1992-06-01""#
    )
    XCTAssertEqual(
      "\(CatalogueError.missingField("band", record: 0))",
      "the catalogue's record at index 0 has no 'band'")
  }

  /// Any date written as YYYY-MM-DD is taken exactly when that day exists in the
  /// Gregorian calendar, as Foundation's calendar has it: the months' lengths, the leap
  /// years of 4, 100 and 400 years, and no month 0 or 13, day 0 or 32.
  func testAReleaseDateIsTakenExactlyWhenItsDayExists() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let dates = Generators.oneOf([
      Generators.int(in: 1000...2999), Generators.element(of: [1900, 2000, 2100, 2400, 1996]),
    ]).flatMap { year in
      Generators.int(in: 0...13).flatMap { month in
        Generators.int(in: 0...32).map { day in (year, month, day) }
      }
    }
    assertForAll(dates, runs: 2000) { year, month, day in
      let text = String(format: "%04d-%02d-%02d", year, month, day)
      let exists = Self.dayExists(year: year, month: month, day: day, in: calendar)
      do {
        let album = try adapting { $0.released = text }
        try expect(exists, "\(text) was taken, but no such day exists")
        try expectEqual(album.year, String(format: "%04d", year), "the year of \(text)")
      } catch let error as CatalogueError {
        try expect(!exists, "\(text) is a real day, but was refused: \(error)")
      }
    }
  }

  /// Every month and day of years the leap rule tells apart (by 4, by 100, by 400, and
  /// none), one by one: the same judgement as Foundation's calendar.
  func testEveryDayOfTheYearsTheLeapRuleTellsApart() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for year in [1900, 1996, 2000, 2001, 2100, 2400] {
      for month in 0...13 {
        for day in 0...32 {
          let text = String(format: "%04d-%02d-%02d", year, month, day)
          let exists = Self.dayExists(year: year, month: month, day: day, in: calendar)
          XCTAssertEqual((try? adapting { $0.released = text }) != nil, exists, text)
        }
      }
    }
  }

  /// A message says which record when it knows, and "the catalogue record" when it
  /// does not; JSON that is no list says so.
  func testAMessageWithoutItsRecordAndAnExportThatIsNoList() {
    XCTAssertEqual(
      "\(CatalogueError.missingField("band", record: nil))",
      "the catalogue record has no 'band'")
    XCTAssertThrowsError(try Catalogue.albums(fromJSON: Data(#"{"name": "A"}"#.utf8))) {
      XCTAssertEqual($0 as? CatalogueError, .notAList(reason: "expected a list"))
    }
  }

  /// Whether Foundation's `calendar` has that day: a date it makes from the numbers
  /// gives the same numbers back (Feb 30 would come back as Mar 1 or 2).
  private static func dayExists(year: Int, month: Int, day: Int, in calendar: Calendar) -> Bool {
    let components = DateComponents(year: year, month: month, day: day)
    return calendar.date(from: components).map {
      calendar.dateComponents([.year, .month, .day], from: $0) == components
    } ?? false
  }
}
