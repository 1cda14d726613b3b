import Foundation
import WorkbookKit
import XCTest

final class ProgressStoreTests: XCTestCase {
  func testAFingerprintChangesWithAnyFilesContent() {
    let one = ProgressStore.fingerprint(["A.swift": "let a = 1"])
    XCTAssertEqual(one, ProgressStore.fingerprint(["A.swift": "let a = 1"]))
    XCTAssertNotEqual(one, ProgressStore.fingerprint(["A.swift": "let a = 2"]))
    XCTAssertNotEqual(one, ProgressStore.fingerprint(["B.swift": "let a = 1"]))
  }

  func testTwoRunsAtOnceKeepEachOthersRecordsAndALostFileStartsEmpty() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    var first = ProgressStore(packageRoot: root)
    var second = ProgressStore(packageRoot: root)
    first.record(.pass, for: "mvc-1", fingerprint: "a")
    second.record(.fail, for: "mvc-2", fingerprint: "b")
    try first.save()
    try second.save()
    let reread = ProgressStore(packageRoot: root)
    XCTAssertEqual(reread.entries["mvc-1"]?.status, .pass)
    XCTAssertEqual(reread.entries["mvc-2"]?.status, .fail)

    try "not json".write(to: reread.file, atomically: true, encoding: .utf8)
    XCTAssertEqual(ProgressStore(packageRoot: root).entries.count, 0)
  }
}
