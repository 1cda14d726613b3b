import AppSupport
import Foundation
import Strategy
import WorkbookTestSupport
import XCTest

/// The chosen order's id, kept in `order` beside the state file, as the platform keeps
/// every file of the app.
final class OrderStoreTests: XCTestCase {
  /// What a load found, in a few words.
  private func found(_ store: OrderStore) -> String {
    switch store.load() {
    case .nothingSaved: "nothing"
    case .loaded(let id): "id \(id)"
    case .setAside(let problem, let keptAs): "\(problem); \(keptAs?.lastPathComponent ?? "-")"
    }
  }

  func testNothingSavedThenTheSavedIdComesBack() throws {
    let folder = try makeTemporaryFolder(self).appendingPathComponent("new")
    let store = OrderStore(folder: folder)
    XCTAssertEqual(found(store), "nothing")
    try store.save(AlbumOrders.byArtist)
    XCTAssertEqual(found(OrderStore(folder: folder)), "id artist")
    try store.save(AlbumOrders.byYear)
    XCTAssertEqual(found(OrderStore(folder: folder)), "id year")
  }

  func testTheFileIsAVersionedDocument() throws {
    let folder = try makeTemporaryFolder(self)
    try OrderStore(folder: folder).save(AlbumOrders.byTitle)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("order")))
        as? [String: Any])
    XCTAssertEqual(json["version"] as? Int, 1)
    XCTAssertEqual(json["order"] as? String, "title")
  }

  func testAFileThatIsNoOrderIsSetAsideAndSaysWhy() throws {
    let folder = try makeTemporaryFolder(self)
    let file = OrderStore(folder: folder).kept.file
    try Data([0xFF, 0xFE, 0x00]).write(to: file)
    XCTAssertEqual(
      found(OrderStore(folder: folder)),
      "it is unreadable: not valid JSON (broken or cut short); order.bad-1")
    try FileManager.default.createSymbolicLink(
      at: file, withDestinationURL: folder.appendingPathComponent("elsewhere"))
    try Data("title".utf8).write(to: folder.appendingPathComponent("elsewhere"))
    XCTAssertEqual(
      found(OrderStore(folder: folder)),
      "it is no file of this app's: not a regular file; order.bad-2",
      "a link is not followed")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    XCTAssertEqual(
      found(OrderStore(folder: folder)),
      "it is no file of this app's: not a regular file; order.bad-3")
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
