import Foundation
import WorkbookKit
import XCTest

/// Compares `text` with the snapshot file `__Snapshots__/<name>.txt` beside the test
/// file that calls it.
///
/// A missing snapshot is written and the test fails once, so a new snapshot is always
/// looked at. With `RECORD_SNAPSHOTS=1` in the environment every snapshot compared is
/// rewritten, for a deliberate change of screen.
public func assertSnapshot(
  _ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line
) {
  let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let snapshot = folder.appendingPathComponent("\(name).txt")
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !recording, let recorded = try? String(contentsOf: snapshot, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try text.write(to: snapshot, atomically: true, encoding: .utf8)
    } catch {
      XCTFail("could not write \(snapshot.path): \(error)", file: file, line: line)
      return
    }
    if !recording {
      XCTFail(
        "recorded a new snapshot at \(snapshot.path); check it, then run again", file: file,
        line: line)
    }
    return
  }
  if recorded != text {
    XCTFail(
      "screen differs from \(snapshot.lastPathComponent)"
        + " (RECORD_SNAPSHOTS=1 re-records it):\n--- expected\n\(recorded)\n--- actual\n\(text)",
      file: file, line: line)
  }
}

/// Runs a chapter program as a pipe sees it, checks it exits 0 and shows every text
/// in `texts`, and compares its screen with the snapshot `name`.
///
/// ```swift
/// try assertScreen("chapter-singleton", keys: "right", shows: ["No Doubt"], snapshot: "right")
/// ```
@discardableResult
public func assertScreen(
  _ product: String, keys: String? = nil, arguments: [String] = [], shows texts: [String],
  snapshot name: String, file: StaticString = #filePath, line: UInt = #line
) throws -> String {
  let keyArguments = keys.map { ["--keys", $0] } ?? []
  let result = try assertExecute(product, keyArguments + arguments, file: file, line: line)
  for text in texts {
    XCTAssertTrue(
      result.standardOutput.contains(text), "\(text) missing from\n\(result.standardOutput)",
      file: file, line: line)
  }
  assertSnapshot(result.standardOutput, named: name, file: file, line: line)
  return result.standardOutput
}
