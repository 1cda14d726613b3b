import Foundation
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Memento

#if canImport(Glibc)
  import Glibc
#endif

/// What a save must not do: write a file the next launch refuses, leave a killed
/// save's temporary files for ever, or silently undo what another instance saved.
@MainActor
final class SaveSafetyTests: XCTestCase {
  /// A memento of `count` albums, each with a long title.
  private func memento(albums count: Int) throws -> LibraryMemento {
    let title = String(repeating: "t", count: 100)
    let album =
      #"{"title": "\#(title)", "artist": "A", "genre": "G", "cover_url": "/c.ppm", "year": "1"}"#
    let archive =
      #"{"version": 1, "currentAlbumIndex": 0, "scrollerIndex": 0, "albums": ["#
      + Array(repeating: album, count: count).joined(separator: ",") + "]}"
    return try LibraryMemento(archive: Data(archive.utf8))
  }

  func testASaveTooLargeToReadBackIsRefusedAndTheOldFileKept() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let old = makeScreen().0.makeMemento()
    try store.save(old)
    let huge = try memento(albums: 90_000)
    XCTAssertGreaterThan(huge.archive.count, StateStore.largestFile, "the case in question")
    XCTAssertThrowsError(try store.save(huge)) {
      XCTAssertTrue("\($0)".contains("more than the \(StateStore.largestFile)"), "\($0)")
    }
    XCTAssertEqual(try Data(contentsOf: store.file), old.archive, "the old file is kept")
    // What is saved is read back: the largest state accepted loads.
    guard case .restored = StateStore(folder: store.folder).load() else {
      return XCTFail("the kept file does not load")
    }
  }

  func testAKilledSavesTemporaryFilesAreRemovedByTheNextSave() async throws {
    let folder = try makeTemporaryFolder(self)
    let elsewhere = try makeTemporaryFolder(self).appendingPathComponent("target")
    try Data("keep".utf8).write(to: elsewhere)
    let leftover = folder.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    try Data("{\"ver".utf8).write(to: leftover)
    let link = folder.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
    let notOurs = [".state.json.notes.tmp", ".other.\(UUID().uuidString).tmp", "notes.txt"]
    for name in notOurs { try Data().write(to: folder.appendingPathComponent(name)) }

    try StateStore(folder: folder).save(makeScreen().0.makeMemento())
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    XCTAssertFalse(left.contains(leftover.lastPathComponent), "the leftover is removed")
    XCTAssertTrue(left.contains(link.lastPathComponent), "a link is no file of ours")
    XCTAssertEqual(try String(contentsOf: elsewhere, encoding: .utf8), "keep")
    XCTAssertTrue(left.isSuperset(of: notOurs), "other names are left alone: \(left)")
  }

  func testASaveOverAnotherInstancesSaveIsRefusedAndSaysSo() async throws {
    let folder = try makeTemporaryFolder(self)
    try StateStore(folder: folder).save(makeScreen().0.makeMemento())
    // Two instances start from the same file.
    let first = StateStore(folder: folder)
    let second = StateStore(folder: folder)
    let (firstScreen, firstWindow) = makeScreen(store: first)
    let (secondScreen, secondWindow) = makeScreen(store: second)
    firstScreen.restoreSavedState(first.load())
    secondScreen.restoreSavedState(second.load())
    _ = firstWindow.send(.character("d"))
    firstScreen.saveState()
    XCTAssertEqual(firstScreen.stateLine.text, "State: saved")
    _ = secondWindow.send(.right)
    secondScreen.saveState()
    XCTAssertTrue(
      secondScreen.stateLine.text.contains("another instance"), secondScreen.stateLine.text)
    guard case .restored(let kept) = StateStore(folder: folder).load() else {
      return XCTFail("no state")
    }
    XCTAssertEqual(kept, firstScreen.makeMemento(), "the first instance's delete is kept")
    // An instance's own saves follow one another.
    firstScreen.saveState()
    XCTAssertEqual(firstScreen.stateLine.text, "State: saved")
  }

  func testTwoInstancesThatFoundNothingDoNotOverwriteEachOther() async throws {
    let folder = try makeTemporaryFolder(self)
    let first = StateStore(folder: folder)
    let second = StateStore(folder: folder)
    guard case .nothingSaved = first.load(), case .nothingSaved = second.load() else {
      return XCTFail("the folder is not empty")
    }
    try first.save(makeScreen().0.makeMemento())
    XCTAssertThrowsError(try second.save(makeScreen().0.makeMemento()))
  }

  func testAStoreThatReadNothingReplacesTheFile() async throws {
    // `--fresh`: nothing is read, and the file is replaced on the way out.
    let folder = try makeTemporaryFolder(self)
    try StateStore(folder: folder).save(try memento(albums: 2))
    let fresh = makeScreen().0.makeMemento()
    try StateStore(folder: folder).save(fresh)
    XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("state.json")), fresh.archive)
  }

  func testASaveWaitsForAnotherInstancesSaveToEnd() async throws {
    let folder = try makeTemporaryFolder(self)
    let store = StateStore(folder: folder)
    // Another instance holds the lock, mid-save.
    let lock = open(folder.appendingPathComponent("state.lock").path, O_RDWR | O_CREAT, 0o600)
    XCTAssertEqual(flock(lock, LOCK_EX), 0)
    let memento = makeScreen().0.makeMemento()
    let saved = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      try? store.save(memento)
      saved.signal()
    }
    XCTAssertEqual(saved.wait(timeout: .now() + 0.5), .timedOut, "saved under another's lock")
    XCTAssertFalse(FileManager.default.fileExists(atPath: store.file.path))
    close(lock)
    XCTAssertEqual(saved.wait(timeout: .now() + 10), .success, "the save never ended")
    XCTAssertEqual(try Data(contentsOf: store.file), memento.archive)
  }
}
