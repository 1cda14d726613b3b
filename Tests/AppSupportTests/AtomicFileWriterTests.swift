import Foundation
import WorkbookTestSupport
import XCTest

@testable import AppSupport

/// A write stopped before each of its steps, as a kill would stop it, leaves the old
/// bytes or the new, never a mix; a failed write leaves nothing behind.
final class AtomicFileWriterTests: XCTestCase {
  func testAWriteKilledAtAnyStepLeavesTheOldBytesOrTheNew() throws {
    let old = Data(repeating: UInt8(ascii: "o"), count: 700)
    let new = Data(repeating: UInt8(ascii: "n"), count: 1000)
    let chunkSize = 300
    let steps: [AtomicFileWriter.Step] =
      [.create] + stride(from: 0, to: new.count, by: chunkSize).map { .write(offset: $0) }
      + [.flush, .close, .rename, .flushFolder]
    for stop in steps {
      let file = try makeTemporaryFolder(self).appendingPathComponent("state.json")
      try AtomicFileWriter().write(old, to: file)
      let frozen = HeldStep(at: stop)
      var writer = AtomicFileWriter()
      writer.chunkSize = chunkSize
      writer.willPerform = { frozen.arrive(at: $0) }
      let thread = Thread { [writer] in try? writer.write(new, to: file) }
      thread.start()
      XCTAssertTrue(frozen.waitUntilStopped(), "the write never reached \(stop)")
      // Only the rename makes the new bytes the file's: before it, the old are there.
      XCTAssertEqual(try Data(contentsOf: file), stop == .flushFolder ? new : old, "\(stop)")
      frozen.release()
    }
  }

  func testTheFileIsThisUsersOnlyAndAFailedWriteLeavesNoTemporaryFile() throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("saved")
    try AtomicFileWriter().write(Data("x".utf8), to: file)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    XCTAssertEqual(mode as? Int, 0o600)
    // A folder that is not empty in the file's place: the rename must fail.
    let inTheWay = folder.appendingPathComponent("taken/inside")
    try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: true)
    XCTAssertThrowsError(
      try AtomicFileWriter().write(Data("y".utf8), to: folder.appendingPathComponent("taken"))
    ) { XCTAssertTrue("\($0)".hasPrefix("rename"), "\($0)") }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["saved", "taken"])
  }
}
