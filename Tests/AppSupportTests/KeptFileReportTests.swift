import AppSupport
import Foundation
import WorkbookTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// What the app tells the user about a kept file, written once for every file it keeps:
/// why nothing was loaded, and how a save went.
final class KeptFileReportTests: XCTestCase {
  func testWhyNothingWasLoadedSaysNoneSavedOrTheProblemAndWhereTheFileWent() throws {
    let folder = try makeTemporaryFolder(self)
    let kept = KeptFile(named: "order", in: folder)
    let read = { (data: Data) throws(KeptFileProblem) -> Data in
      guard data != Data("no".utf8) else { throw .unreadable("refused") }
      return data
    }
    XCTAssertEqual(kept.load(read).whyNotLoaded, "none saved")
    try kept.save(Data("yes".utf8))
    XCTAssertNil(kept.load(read).whyNotLoaded, "loaded")
    try Data("no".utf8).write(to: kept.file)
    XCTAssertEqual(
      KeptFile(named: "order", in: folder).load(read).whyNotLoaded,
      "it is unreadable: refused; kept as order.bad-1")
    XCTAssertEqual(
      KeptFileLoad<Data>.setAside(problem: .empty, keptAs: nil).whyNotLoaded,
      "it is empty; left in place")
  }

  func testASaveSaysItSavedOrWhyNotAndAFailureIsAWarningOnStandardErrorToo() throws {
    let folder = try makeTemporaryFolder(self)
    let blocker = folder.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: blocker)
    let saved = KeptFile.report(saving: "order") { () throws(KeptFileSaveError) in
      try KeptFile(named: "order", in: folder).save(Data("title".utf8))
    }
    XCTAssertTrue(saved.saved)
    XCTAssertEqual(saved.said, "order saved")
    let (refused, warning) = try standardError(into: folder.appendingPathComponent("stderr")) {
      KeptFile.report(saving: "shelves") { () throws(KeptFileSaveError) in
        try KeptFile(named: "shelves.json", in: blocker).save(Data("{}".utf8))
      }
    }
    XCTAssertFalse(refused.saved)
    XCTAssertTrue(refused.said.hasPrefix("shelves not saved: "), refused.said)
    XCTAssertTrue(refused.said.contains(blocker.path), "says why: \(refused.said)")
    XCTAssertEqual(warning, "warning: \(refused.said)\n")
  }

  /// What `body` returns, and what it wrote to stderr (sent to `file` meanwhile).
  private func standardError<Result>(
    into file: URL, _ body: () -> Result
  ) throws -> (Result, String) {
    try Data().write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    let saved = dup(STDERR_FILENO)
    dup2(handle.fileDescriptor, STDERR_FILENO)
    let result = body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    try handle.close()
    return (result, try String(contentsOf: file, encoding: .utf8))
  }
}
