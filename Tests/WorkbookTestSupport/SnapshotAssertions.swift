import Foundation
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
