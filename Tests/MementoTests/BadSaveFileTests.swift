import AppSupport
import Foundation
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Memento

/// A state file that cannot be restored: the built-in albums, a notice, and the file
/// kept aside under a new name (the platform's `KeptFile` sets it aside; `KeptFileTests`
/// and `KeptFormatTests` prove each reason).
@MainActor
final class BadSaveFileTests: XCTestCase {
  /// Writes `contents` as `state.json`, loads it, and checks it was set aside whole.
  private func assertSetAside(
    _ contents: Data, because expected: KeptFileProblem,
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
  }

  func testATruncatedOrNewerFileIsSetAside() async throws {
    let archive = makeScreen().0.makeMemento().archive
    try assertSetAside(
      archive.prefix(archive.count / 2),
      because: .unreadable("not valid JSON (broken or cut short)"))
    try assertSetAside(
      Data(#"{"version": 2, "shelves": []}"#.utf8), because: .newerVersion(2, newest: 1))
    try assertSetAside(
      Data(#"{"version": 1, "albums": [{"title": "A"}]}"#.utf8), because: .unreadable("no artist"))
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
