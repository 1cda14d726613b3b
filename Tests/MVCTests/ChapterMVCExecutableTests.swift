import WorkbookTestSupport
import XCTest

/// The built `chapter-mvc`, run as a learner runs it.
final class ChapterMVCExecutableTests: XCTestCase {
  func testPipedItPrintsTheScreen() throws {
    try assertScreen(
      "chapter-mvc", shows: ["Best of Bowie", "David Bowie"], snapshot: "chapter-mvc")
  }

  func testScriptedKeysAndAFixedSize() throws {
    let screen = try assertScreen(
      "chapter-mvc", keys: "h", arguments: ["--size", "60x20"], shows: ["Cover highlighted"],
      snapshot: "chapter-mvc-highlighted-60x20")
    XCTAssertEqual(screen.split(separator: "\n", omittingEmptySubsequences: false).count, 21)
  }

  func testQuittingPartWayStopsTheScript() throws {
    let result = try assertExecute("chapter-mvc", ["--keys", "h q h"])
    XCTAssertTrue(result.standardOutput.contains("Cover highlighted"))
  }

  func testATinyScreenIsANoticeNotACrash() throws {
    let result = try assertExecute("chapter-mvc", ["--size", "10x5"])
    XCTAssertTrue(result.standardOutput.hasPrefix("Too small\nNeed 30x14"), result.standardOutput)
  }

  func testTheSmallestScreenStillShowsTheWholeAlbum() throws {
    let result = try assertExecute("chapter-mvc", ["--size", "30x14"])
    for text in ["Best of Bowie", "David Bowie", "Pop", "1992", "(d) Delete"] {
      XCTAssertTrue(result.standardOutput.contains(text), result.standardOutput)
    }
  }

  func testBadCommandLinesExitTwoWithTheUsage() throws {
    for arguments in [["--colour"], ["--keys", "jump"], ["--size", "80by24"], ["--keys"]] {
      let result = try assertExecute("chapter-mvc", arguments, exitCode: 2, errorContains: "USAGE:")
      XCTAssertTrue(result.standardOutput.isEmpty)
      XCTAssertTrue(result.standardError.hasPrefix("chapter-mvc: error: "), result.standardError)
    }
  }

  func testHelp() throws {
    let result = try assertExecute("chapter-mvc", ["--help"])
    XCTAssertTrue(result.standardOutput.hasPrefix("USAGE: chapter-mvc"))
  }

  func testColourOnlyWhenAskedForByATerminal() throws {
    // stdout is a file here, so even without NO_COLOR there is no escape code.
    let result = try runProduct("chapter-mvc", environment: ["NO_COLOR": ""])
    XCTAssertFalse(result.standardOutput.contains("\u{1B}"))
  }
}
