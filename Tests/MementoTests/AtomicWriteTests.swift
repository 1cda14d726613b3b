import Foundation
import Synchronization
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import AppSupport
@testable import Memento

/// A save stopped at every step, as a kill would stop it, leaves a state that loads:
/// the old one before the rename, the new one from the rename on.
@MainActor
final class AtomicWriteTests: XCTestCase {
  /// Every step of a save of `size` bytes written `chunkSize` at a time.
  private func steps(size: Int, chunkSize: Int) -> [AtomicFileWriter.Step] {
    [.create] + stride(from: 0, to: size, by: chunkSize).map { .write(offset: $0) }
      + [.flush, .close, .rename, .flushFolder]
  }

  func testASaveKilledAtAnyStepLeavesTheOldFileOrTheNew() async throws {
    let (screen, window) = makeScreen()
    let old = screen.makeMemento()
    _ = window.send(.right)
    _ = window.send(.character("d"))
    let new = screen.makeMemento()
    let chunkSize = 200
    let allSteps = steps(size: new.archive.count, chunkSize: chunkSize)
    XCTAssertGreaterThan(allSteps.count, 8, "several partial writes")

    for stop in allSteps {
      let folder = try makeTemporaryFolder(self)
      try StateStore(folder: folder).save(old)
      let frozen = HeldStep(at: stop)
      var writer = AtomicFileWriter()
      writer.chunkSize = chunkSize
      writer.willPerform = { frozen.arrive(at: $0) }
      let store = StateStore(folder: folder, writer: writer)
      let thread = Thread { try? store.save(new) }
      thread.start()
      XCTAssertTrue(frozen.waitUntilStopped(), "the save never reached \(stop)")

      // The saving thread is stopped at `stop`: the disk is what a kill would leave.
      guard case .restored(let found) = StateStore(folder: folder).load() else {
        XCTFail("killed before \(stop): no loadable state")
        continue
      }
      // Only the rename makes the new state the file's: before it, the old is there.
      XCTAssertEqual(found, stop == .flushFolder ? new : old, "killed before \(stop)")
      frozen.release()
    }
  }

  func testALeftoverTemporaryFileNeitherLoadsNorBlocksTheNextSave() async throws {
    let folder = try makeTemporaryFolder(self)
    let (screen, _) = makeScreen()
    try Data("{\"ver".utf8).write(to: folder.appendingPathComponent(".state.json.X.tmp"))
    let store = StateStore(folder: folder)
    guard case .nothingSaved = store.load() else { return XCTFail("a temporary file loaded") }
    try store.save(screen.makeMemento())
    guard case .restored(let memento) = store.load() else { return XCTFail("not saved") }
    XCTAssertEqual(memento, screen.makeMemento())
  }

  func testAFailedSaveLeavesNoTemporaryFile() async throws {
    let folder = try makeTemporaryFolder(self)
    // The file's name taken by a folder that is not empty: the rename must fail.
    let inTheWay = folder.appendingPathComponent("state.json/inside")
    try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: true)
    XCTAssertThrowsError(try StateStore(folder: folder).save(makeScreen().0.makeMemento())) {
      XCTAssertTrue("\($0)".hasPrefix("rename"), "\($0)")
    }
    // The folder in the way, and the lock saves take: no temporary file.
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)),
      ["state.json", "state.lock"])
    XCTAssertTrue(FileManager.default.fileExists(atPath: inTheWay.path))
  }
}
