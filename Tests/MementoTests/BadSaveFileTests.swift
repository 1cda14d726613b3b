import Foundation
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Memento

/// A state file that cannot be restored: the built-in albums, a notice, and the file
/// kept aside under a new name, never overwritten.
@MainActor
final class BadSaveFileTests: XCTestCase {
  private func goodArchive() -> Data {
    makeScreen().0.makeMemento().archive
  }

  /// Writes `contents` as `state.json`, loads it, and checks it was set aside whole.
  private func assertSetAside(
    _ contents: Data, because expected: StateFileProblem,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    try contents.write(to: store.file)
    guard case .setAside(let problem, let keptAs?) = store.load() else {
      return XCTFail("not set aside", file: file, line: line)
    }
    XCTAssertEqual(problem, expected, file: file, line: line)
    XCTAssertEqual(keptAs.lastPathComponent, "state.json.bad-1", file: file, line: line)
    XCTAssertEqual(
      try Data(contentsOf: keptAs), contents, "kept byte for byte", file: file, line: line)
    XCTAssertFalse(FileManager.default.fileExists(atPath: store.file.path), file: file, line: line)
  }

  func testAnEmptyFile() async throws {
    try assertSetAside(Data(), because: .empty)
    try assertSetAside(Data(" \n".utf8), because: .empty)
  }

  func testATruncatedFile() async throws {
    let archive = goodArchive()
    try assertSetAside(
      archive.prefix(archive.count / 2),
      because: .unreadable("not valid JSON (broken or cut short)"))
  }

  func testACorruptFile() async throws {
    try assertSetAside(
      Data([0xFF, 0x00, 0x7B, 0x13]), because: .unreadable("not valid JSON (broken or cut short)"))
    try assertSetAside(
      Data(#"{"version": 1, "albums": [{"title": "A"}]}"#.utf8), because: .unreadable("no artist"))
  }

  func testAFieldOfTheWrongKindIsNamed() async throws {
    try assertSetAside(
      Data(#"{"version": 1.5, "albums": []}"#.utf8),
      because: .unreadable("version is not a whole number"))
    try assertSetAside(
      Data(#"{"version": "1", "albums": []}"#.utf8),
      because: .unreadable("version has the wrong type"))
    try assertSetAside(
      Data(#"{"version": 1, "scrollerIndex": 1e30, "albums": []}"#.utf8),
      because: .unreadable("scrollerIndex is too large"))
    try assertSetAside(Data("[1,2]".utf8), because: .unreadable("not a JSON object"))
  }

  func testAFileThatCannotBeReadSaysWhy() async throws {
    XCTAssertEqual(
      StateFileProblem.cannotRead("Permission denied").description,
      "it cannot be read: Permission denied")
    // A folder that cannot be looked into is no "nothing saved": here a link that
    // leads to itself, which even root cannot enter.
    let root = try makeTemporaryFolder(self)
    let loop = root.appendingPathComponent("state")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
    guard case .setAside(.cannotRead(let reason), nil) = StateStore(folder: loop).load() else {
      return XCTFail("a folder that cannot be entered reads as nothing saved")
    }
    XCTAssertEqual(reason, String(cString: strerror(ELOOP)))
  }

  func testAFileFromANewerVersion() async throws {
    try assertSetAside(
      Data(#"{"version": 2, "shelves": []}"#.utf8), because: .newerVersion(2))
  }

  func testAFolderInPlaceOfTheFileIsMovedAsideToo() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    try FileManager.default.createDirectory(at: store.file, withIntermediateDirectories: true)
    guard case .setAside(.notAStateFile, let keptAs?) = store.load() else {
      return XCTFail("a folder was not set aside")
    }
    XCTAssertEqual(keptAs.lastPathComponent, "state.json.bad-1")
  }

  func testAnEarlierKeptFileIsNeverReplaced() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let first = store.folder.appendingPathComponent("state.json.bad-1")
    try Data("first".utf8).write(to: first)
    try Data("second".utf8).write(to: store.file)
    guard case .setAside(_, let keptAs?) = store.load() else { return XCTFail("not set aside") }
    XCTAssertEqual(keptAs.lastPathComponent, "state.json.bad-2")
    XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "first")
    XCTAssertEqual(try String(contentsOf: keptAs, encoding: .utf8), "second")
  }

  func testAFileThatCannotBeMovedIsNotOverwrittenBySaving() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    // Every name taken: the bad file has nowhere to go.
    for number in 1...1000 {
      try Data().write(to: store.folder.appendingPathComponent("state.json.bad-\(number)"))
    }
    try Data("broken".utf8).write(to: store.file)
    guard case .setAside(_, nil) = store.load() else { return XCTFail("said it was moved") }
    XCTAssertThrowsError(try store.save(makeScreen().0.makeMemento()))
    XCTAssertEqual(try String(contentsOf: store.file, encoding: .utf8), "broken")
  }

  func testTheScreenFallsBackToTheBuiltInAlbumsAndSaysSo() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    try Data("{\"version\": 1, \"albu".utf8).write(to: store.file)
    let (controller, _) = makeScreen(store: store)
    controller.restoreSavedState(store.load())
    XCTAssertEqual(titles(controller).count, 5)
    XCTAssertTrue(
      controller.stateLine.text.contains("kept as state.json.bad-1"), controller.stateLine.text)
  }

  func testAnUnwritableFolderIsAWarningNotAnEnd() async throws {
    // A folder inside a plain file cannot be made, even by root.
    let plainFile = try makeTemporaryFolder(self).appendingPathComponent("a-file")
    try Data().write(to: plainFile)
    let store = StateStore(folder: plainFile.appendingPathComponent("state"))
    let (controller, window) = makeScreen(store: store)
    _ = window.send(.right)
    controller.saveState()
    XCTAssertTrue(
      controller.stateLine.text.hasPrefix("State: not saved: cannot make"),
      controller.stateLine.text)
    XCTAssertEqual(window.send(.right), .handled, "the app goes on")
    guard case .nothingSaved = store.load() else { return XCTFail("something was saved") }
  }
}
