import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-strategy`, run as a learner runs it: piped and scripted, each
/// run keeping its state and its covers in a folder of the test's own.
final class ChapterStrategyExecutableTests: XCTestCase {
  /// `--state-dir` and `--cache` in a new temporary folder.
  private func ownFolders() throws -> [String] {
    let folder = try makeTemporaryFolder(self).path
    return ["--state-dir", folder, "--cache", folder + "/covers"]
  }

  func testTheStartScreenShowsTheAlbumsAsAddedAndTheOrderKey() throws {
    _ = try assertScreen(
      "chapter-strategy", arguments: ownFolders(),
      shows: [
        "(u) Undo  (r) Redo  [o] Order: as added", "[d] Delete", "Album 1 of 5",
        "David Bowie", "Covers: the app's own server (loopback) · 3 shown",
      ],
      snapshot: "chapter-strategy")
  }

  func testByYearThenADeleteAndAnUndoPipedKeepTheOrder() throws {
    let screen = try assertScreen(
      "chapter-strategy", keys: "o o o right right d u", arguments: ownFolders(),
      shows: [
        "[o] Order: by year", "Put back “Staring at the Sun”", "Album 3 of 5", "U2",
        "State: saved",
      ],
      snapshot: "chapter-strategy-o-o-o-right-right-d-u")
    XCTAssertTrue(screen.contains("(u) Undo  [r] Redo"), "nothing left to undo\n\(screen)")
  }

  func testASecondRunShowsTheFirstsOrderAndAlbum() throws {
    let folders = try ownFolders()
    try assertExecute("chapter-strategy", folders + ["--keys", "o right"])
    let second = try assertExecute("chapter-strategy", folders).standardOutput
    for text in ["[o] Order: by title", "Album 3 of 5", "It's My Life", "State: restored"] {
      XCTAssertTrue(second.contains(text), "\(text) missing from\n\(second)")
    }
    let fresh = try assertExecute("chapter-strategy", folders + ["--fresh"]).standardOutput
    XCTAssertTrue(fresh.contains("[o] Order: as added"), "--fresh reads no order\n\(fresh)")
  }

  /// An order file that cannot be read is set aside, and stderr says so as well as the
  /// state line; an `o` then saves the new choice and the state line says that.
  func testAnUnreadableOrderIsReportedAndTheNextChoiceSaved() throws {
    let folder = try makeTemporaryFolder(self)
    let folders = ["--state-dir", folder.path, "--cache", folder.path + "/covers"]
    try assertExecute("chapter-strategy", folders + ["--keys", "o"])
    try Data("no order".utf8).write(to: folder.appendingPathComponent("order"))
    let second = try assertExecute("chapter-strategy", folders)
    XCTAssertTrue(
      second.standardError.hasPrefix("notice: order not restored: "), second.standardError)
    XCTAssertTrue(
      second.standardError.contains("kept as order.bad-1; the albums as added\n"),
      second.standardError)
    XCTAssertTrue(second.standardOutput.contains("[o] Order: as added"), second.standardOutput)
  }
}
