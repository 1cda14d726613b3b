import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-chain-of-responsibility`, run as a learner runs it: piped and
/// scripted, each run keeping its state and its covers in a folder of the test's own.
final class ChapterChainExecutableTests: XCTestCase {
  /// `--state-dir` and `--cache` in a new temporary folder, and the built-in albums.
  private func ownFolders() throws -> [String] {
    let folder = try makeTemporaryFolder(self).path
    return ["--state-dir", folder, "--cache", folder + "/covers", "--fresh"]
  }

  func testTheStartScreenHasTheFocusOnTheCovers() throws {
    let screen = try assertScreen(
      "chapter-chain-of-responsibility", arguments: ownFolders(),
      shows: ["Chapter 11: Chain of Responsibility", "Tab moves the focus"],
      snapshot: "chapter-chain-of-responsibility")
    XCTAssertTrue(screen.split(separator: "\n")[1].hasPrefix("┌"), "the ring around the covers")
  }

  func testAKeyNobodyTakesIsReported() throws {
    _ = try assertScreen(
      "chapter-chain-of-responsibility", keys: "tab down left", arguments: ownFolders(),
      shows: [
        "Artist", "left: details › view › screen › window › application › report · nobody took it",
      ],
      snapshot: "chapter-chain-of-responsibility-tab-down-left")
  }
}
