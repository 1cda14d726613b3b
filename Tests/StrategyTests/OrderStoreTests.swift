import Foundation
import Strategy
import WorkbookTestSupport
import XCTest

/// The chosen order's id, kept in `order` beside the state file.
final class OrderStoreTests: XCTestCase {
  func testNothingSavedThenTheSavedIdComesBack() throws {
    let store = OrderStore(folder: try makeTemporaryFolder(self).appendingPathComponent("new"))
    XCTAssertEqual(store.load(), .nothingSaved)
    try store.save(AlbumOrders.byArtist)
    XCTAssertEqual(store.load(), .saved(id: "artist"))
    try store.save(AlbumOrders.byYear)
    XCTAssertEqual(store.load(), .saved(id: "year"))
  }

  func testTheFolderIsMadeForThisUserOnly() throws {
    let folder = try makeTemporaryFolder(self).appendingPathComponent("made/here")
    try OrderStore(folder: folder).save(AlbumOrders.byTitle)
    let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions]
    XCTAssertEqual((mode as? NSNumber)?.intValue, 0o700)
  }

  func testAFileThatIsNoOrdersNameIsReportedNotRead() throws {
    let folder = try makeTemporaryFolder(self)
    let store = OrderStore(folder: folder)
    try Data([0xFF, 0xFE, 0x00]).write(to: store.file)
    XCTAssertEqual(store.load(), .unreadable("is not text"))
    try Data(repeating: 0x61, count: 10_000).write(to: store.file)
    XCTAssertEqual(store.load(), .unreadable("has 10000 bytes, no order's name"))
    try FileManager.default.removeItem(at: store.file)
    try FileManager.default.createSymbolicLink(
      at: store.file, withDestinationURL: folder.appendingPathComponent("elsewhere"))
    try Data("title".utf8).write(to: folder.appendingPathComponent("elsewhere"))
    XCTAssertEqual(store.load(), .unreadable("is not a regular file"), "a link is not followed")
    try FileManager.default.removeItem(at: store.file)
    try FileManager.default.createDirectory(at: store.file, withIntermediateDirectories: false)
    XCTAssertEqual(store.load(), .unreadable("is not a regular file"))
  }

  func testAFolderThatCannotBeMadeIsAnErrorNamingIt() throws {
    let blocker = try makeTemporaryFolder(self).appendingPathComponent("a-file")
    try Data("x".utf8).write(to: blocker)
    let store = OrderStore(folder: blocker)
    XCTAssertThrowsError(try store.save(AlbumOrders.byTitle)) { error in
      XCTAssertTrue("\(error)".contains(blocker.path), "\(error)")
    }
  }
}
