import AppSupport
import Foundation
import WorkbookTestSupport
import XCTest

@testable import AppSupport

#if canImport(Glibc)
  import Glibc
#endif

/// What every file the app keeps can count on: a save stopped at any step leaves the
/// old bytes or the new, a file that is not the app's is set aside and never saved
/// over, and no instance saves over another's.
final class KeptFileTests: XCTestCase {
  /// The bytes a load found, as text; or what else it found, in a few words.
  private func found(_ kept: KeptFile) -> String {
    switch kept.load({ (data) throws(KeptFileProblem) in data }) {
    case .nothingSaved: "nothing"
    case .loaded(let data): String(decoding: data, as: UTF8.self)
    case .setAside(let problem, let keptAs): "\(problem); \(keptAs?.lastPathComponent ?? "-")"
    }
  }

  private func kept(in folder: URL, writer: AtomicFileWriter = AtomicFileWriter()) -> KeptFile {
    KeptFile(
      file: folder.appendingPathComponent("state.json"), largestFile: KeptFile.largestFile,
      writer: writer)
  }

  func testASaveKilledAtAnyStepLeavesTheOldFileOrTheNew() throws {
    let old = Data(repeating: UInt8(ascii: "o"), count: 700)
    let new = Data(repeating: UInt8(ascii: "n"), count: 1000)
    let chunkSize = 300
    let steps: [AtomicFileWriter.Step] =
      [.create] + stride(from: 0, to: new.count, by: chunkSize).map { .write(offset: $0) }
      + [.flush, .close, .rename, .flushFolder]
    for stop in steps {
      let folder = try makeTemporaryFolder(self)
      try kept(in: folder).save(old)
      let frozen = HeldStep(at: stop)
      var writer = AtomicFileWriter()
      writer.chunkSize = chunkSize
      writer.willPerform = { frozen.arrive(at: $0) }
      let saving = kept(in: folder, writer: writer)
      let thread = Thread { try? saving.save(new) }
      thread.start()
      XCTAssertTrue(frozen.waitUntilStopped(), "the save never reached \(stop)")
      // Only the rename makes the new bytes the file's: before it, the old are there.
      XCTAssertEqual(
        found(kept(in: folder)), String(decoding: stop == .flushFolder ? new : old, as: UTF8.self),
        "killed before \(stop)")
      frozen.release()
    }
  }

  func testALeftoverTemporaryFileIsNeverLoadedAndGoesAtTheNextSave() throws {
    let folder = try makeTemporaryFolder(self)
    let elsewhere = try makeTemporaryFolder(self).appendingPathComponent("target")
    try Data("keep".utf8).write(to: elsewhere)
    let leftover = folder.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    try Data("{\"ver".utf8).write(to: leftover)
    let link = folder.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
    let notOurs = [".state.json.notes.tmp", ".other.\(UUID().uuidString).tmp", "notes.txt"]
    for name in notOurs { try Data().write(to: folder.appendingPathComponent(name)) }

    let file = kept(in: folder)
    XCTAssertEqual(found(file), "nothing", "a temporary file is never loaded")
    try file.save(Data("saved".utf8))
    XCTAssertEqual(found(kept(in: folder)), "saved")
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    XCTAssertFalse(left.contains(leftover.lastPathComponent), "the leftover is removed")
    XCTAssertTrue(left.contains(link.lastPathComponent), "a link is no file of ours")
    XCTAssertEqual(try String(contentsOf: elsewhere, encoding: .utf8), "keep")
    XCTAssertTrue(left.isSuperset(of: notOurs), "other names are left alone: \(left)")
  }

  func testAFailedSaveLeavesNoTemporaryFile() throws {
    let folder = try makeTemporaryFolder(self)
    // The file's name taken by a folder that is not empty: the rename must fail.
    let inTheWay = folder.appendingPathComponent("state.json/inside")
    try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: true)
    XCTAssertThrowsError(try kept(in: folder).save(Data("x".utf8))) {
      XCTAssertTrue("\($0)".hasPrefix("rename"), "\($0)")
    }
    // The folder in the way, and the lock saves take: no temporary file.
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)),
      ["state.json", "state.lock"])
  }

  func testMoreThanALoadReadsIsRefusedAtSaveAndTheOldFileKept() throws {
    let folder = try makeTemporaryFolder(self)
    let small = KeptFile(
      file: folder.appendingPathComponent("order"), largestFile: 10, writer: AtomicFileWriter())
    try small.save(Data("ten bytes!".utf8))
    XCTAssertThrowsError(try small.save(Data("eleven byte".utf8))) {
      XCTAssertTrue("\($0)".contains("11 bytes, more than the 10 a launch reads"), "\($0)")
    }
    XCTAssertEqual(try String(contentsOf: small.file, encoding: .utf8), "ten bytes!")
  }

  func testTheLimitHoldsTheLargestLibraryAtAKilobyteAnAlbum() {
    XCTAssertEqual(KeptFile.largestLibrary, 100_000)
    XCTAssertEqual(KeptFile.largestFile, 100_000 * 1024)
  }

  func testASaveOverAnotherInstancesSaveIsRefusedAndItsFileKept() throws {
    let folder = try makeTemporaryFolder(self)
    try kept(in: folder).save(Data("first".utf8))
    // Two instances start from the same file.
    let (one, other) = (kept(in: folder), kept(in: folder))
    XCTAssertEqual(found(one), "first")
    XCTAssertEqual(found(other), "first")
    try one.save(Data("one's".utf8))
    XCTAssertThrowsError(try other.save(Data("other's".utf8))) {
      XCTAssertTrue("\($0)".contains("another instance saved state.json"), "\($0)")
    }
    XCTAssertEqual(found(kept(in: folder)), "one's", "the first save is kept")
    try one.save(Data("one's again".utf8))  // an instance's own saves follow one another
    XCTAssertEqual(found(kept(in: folder)), "one's again")
  }

  func testTwoInstancesThatFoundNothingDoNotOverwriteEachOther() throws {
    let folder = try makeTemporaryFolder(self)
    let (one, other) = (kept(in: folder), kept(in: folder))
    XCTAssertEqual(found(one), "nothing")
    XCTAssertEqual(found(other), "nothing")
    try one.save(Data("one's".utf8))
    XCTAssertThrowsError(try other.save(Data("other's".utf8)))
    XCTAssertEqual(found(kept(in: folder)), "one's")
  }

  func testAnInstanceThatReadNothingReplacesTheFile() throws {
    // `--fresh`: nothing is read, and the file is replaced on the way out.
    let folder = try makeTemporaryFolder(self)
    try kept(in: folder).save(Data("old".utf8))
    try kept(in: folder).save(Data("fresh".utf8))
    XCTAssertEqual(found(kept(in: folder)), "fresh")
  }

  func testASaveWaitsForAnotherInstancesSaveToEnd() throws {
    let folder = try makeTemporaryFolder(self)
    let file = kept(in: folder)
    // Another instance holds the lock, mid-save.
    let lock = open(folder.appendingPathComponent("state.lock").path, O_RDWR | O_CREAT, 0o600)
    XCTAssertEqual(flock(lock, LOCK_EX), 0)
    let saved = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      try? file.save(Data("saved".utf8))
      saved.signal()
    }
    XCTAssertEqual(saved.wait(timeout: .now() + 0.5), .timedOut, "saved under another's lock")
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.file.path))
    close(lock)
    XCTAssertEqual(saved.wait(timeout: .now() + 10), .success, "the save never ended")
    XCTAssertEqual(found(kept(in: folder)), "saved")
  }

  func testAFileTheDecoderRefusesIsSetAsideByteForByte() throws {
    let folder = try makeTemporaryFolder(self)
    try Data("not ours".utf8).write(to: folder.appendingPathComponent("state.json"))
    let outcome = kept(in: folder).load { (_) throws(KeptFileProblem) -> Data in
      throw .unreadable("refused")
    }
    guard case .setAside(.unreadable("refused"), let keptAs?) = outcome else {
      return XCTFail("not set aside")
    }
    XCTAssertEqual(keptAs.lastPathComponent, "state.json.bad-1")
    XCTAssertEqual(try String(contentsOf: keptAs, encoding: .utf8), "not ours")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/state.json"))
  }

  func testAFolderOrALinkInTheFilesPlaceIsSetAside() throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("state.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    XCTAssertEqual(
      found(kept(in: folder)), "it is no file of this app's: not a regular file; state.json.bad-1")
    try Data("x".utf8).write(to: folder.appendingPathComponent("target"))
    try FileManager.default.createSymbolicLink(
      at: file, withDestinationURL: folder.appendingPathComponent("target"))
    XCTAssertEqual(
      found(kept(in: folder)), "it is no file of this app's: not a regular file; state.json.bad-2")
  }

  func testAFileThatCannotBeReadSaysWhy() throws {
    // A folder that cannot be looked into is no "nothing saved": here a link that leads
    // to itself, which even root cannot enter.
    let root = try makeTemporaryFolder(self)
    let loop = root.appendingPathComponent("state")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
    XCTAssertEqual(
      found(kept(in: loop)), "it cannot be read: \(String(cString: strerror(ELOOP))); -")
  }

  func testAFileThatCannotBeMovedIsNeverSavedOver() throws {
    let folder = try makeTemporaryFolder(self)
    // Every name taken: the bad file has nowhere to go.
    for number in 1...1000 {
      try Data().write(to: folder.appendingPathComponent("state.json.bad-\(number)"))
    }
    try Data("broken".utf8).write(to: folder.appendingPathComponent("state.json"))
    let file = kept(in: folder)
    guard
      case .setAside(_, nil) = file.load({ (_) throws(KeptFileProblem) -> Data in throw .empty })
    else { return XCTFail("said it was moved") }
    XCTAssertThrowsError(try file.save(Data("new".utf8))) {
      XCTAssertTrue("\($0)".contains("could not be read nor moved aside"), "\($0)")
    }
    XCTAssertEqual(try String(contentsOf: file.file, encoding: .utf8), "broken")
  }
}
