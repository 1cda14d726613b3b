import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-composite`, run as a learner runs it: piped and scripted, each run
/// keeping its state and its covers in a folder of the test's own.
final class ChapterCompositeExecutableTests: XCTestCase {
  private func ownFolders() throws -> [String] {
    let folder = try makeTemporaryFolder(self).path
    return ["--state-dir", folder, "--cache", folder + "/covers"]
  }

  func testTheStartScreenShowsTheShelvesOpen() throws {
    _ = try assertScreen(
      "chapter-composite", arguments: ownFolders(),
      shows: [
        "▾ 1990s", "2 albums · Pop", "▾ 2000", "Staring at the Sun", "(u) Undo  (r) Redo",
        "space opens",
      ],
      snapshot: "chapter-composite")
  }

  func testAClosedShelfDeletedAndKeptAcrossARestart() throws {
    let folders = try ownFolders()
    let first = try assertScreen(
      "chapter-composite", keys: "down down down space d", arguments: folders,
      shows: ["Deleted “2000s”", "State: saved · shelves saved", "[u] Undo"],
      snapshot: "chapter-composite-delete-shelf")
    XCTAssertFalse(first.contains("It's My Life"), first)
    let second = try assertExecute("chapter-composite", folders).standardOutput
    XCTAssertTrue(second.contains("▾ 1990s"), second)
    XCTAssertFalse(second.contains("2000s"), "the deleted shelf stays deleted\n\(second)")
  }

  /// A shelves file that is no tree is set aside, and stderr says so: the state line's
  /// note gives way to the save at the end of the run. A fresh folder says nothing.
  func testASetAsideShelvesFileIsReportedOnStandardError() throws {
    let folder = try makeTemporaryFolder(self)
    let folders = ["--state-dir", folder.path, "--cache", folder.path + "/covers"]
    let first = try assertExecute("chapter-composite", folders + ["--keys", "right"])
    XCTAssertEqual(first.standardError, "", "nothing saved before: nothing to report")
    try Data("not a tree".utf8).write(to: folder.appendingPathComponent("shelves.json"))
    let second = try assertExecute("chapter-composite", folders + ["--keys", "right"])
    XCTAssertTrue(
      second.standardError.contains(
        "notice: shelves arranged by decade (it is unreadable: not valid JSON"),
      second.standardError)
    XCTAssertTrue(second.standardError.contains("kept as shelves.json.bad-1"), second.standardError)
  }
}
