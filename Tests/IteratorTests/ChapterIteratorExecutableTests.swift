import Foundation
import WorkbookTestSupport
import XCTest

/// The built `chapter-iterator`, run as a learner runs it: piped and scripted, each run
/// keeping its state and its covers in a folder of the test's own.
final class ChapterIteratorExecutableTests: XCTestCase {
  private func ownFolders() throws -> [String] {
    let folder = try makeTemporaryFolder(self).path
    return ["--state-dir", folder, "--cache", folder + "/covers"]
  }

  func testThreeStepsOfTheWalkShowTheThirdAlbumOnItsShelf() throws {
    let screen = try assertScreen(
      "chapter-iterator", keys: "w w w", arguments: ownFolders(),
      shows: [
        "Chapter 13: Iterator", "Walk, depth first: 3 of 5 · “Staring at the Sun”",
        "[w] Walk", "[b] Depth first",
      ],
      snapshot: "chapter-iterator-three-steps")
    XCTAssertTrue(screen.contains(">      Staring at the Sun"), "the outline follows\n\(screen)")
  }

  func testBThenWWalksShallowestFirst() throws {
    _ = try assertScreen(
      "chapter-iterator", keys: "b w w w", arguments: ownFolders(),
      shows: ["Walk, shallowest first: 3 of 5 · “It's My Life”", "[b] Shallowest first"],
      snapshot: "chapter-iterator-shallowest-first")
  }
}
