import CommandLineDeclaration
import Foundation
import TerminalKit
import WorkbookKit
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

  /// The smallest screen the app supports, 30x14, where the cover is three rows with no
  /// caption; 31x16, odd, whose cover of five rows is the smallest with its caption, cut to
  /// fit; and a wide, tall one, where the cover stops growing at 44x11.
  func testTheScreenAtTheSmallestSizeAnOddOneAndAWideOne() throws {
    for size in ["30x14", "31x16", "133x41"] {
      try assertScreen(
        "chapter-mvc", arguments: ["--size", size], shows: ["Best of Bowie"],
        snapshot: "chapter-mvc-\(size)")
    }
  }

  func testBadArgumentsExitTwoSayingWhereTheUsageIs() throws {
    // Not understood at all: the whole usage. A bad value: where the help is.
    let cases = [
      (["--colour"], "USAGE:"), (["extra"], "USAGE:"),
      (["--keys", "jump"], "(swift run chapter-mvc --help shows the usage)"),
      (["--size", "80by24"], "(swift run chapter-mvc --help shows the usage)"),
      (["--keys"], "(swift run chapter-mvc --help shows the usage)"),
    ]
    for (arguments, pointer) in cases {
      let result = try assertExecute("chapter-mvc", arguments, exitCode: 2, errorContains: pointer)
      XCTAssertTrue(result.standardOutput.isEmpty)
      XCTAssertTrue(result.standardError.hasPrefix("chapter-mvc: error: "), result.standardError)
    }
  }

  func testHelpIsMadeFromTheDeclaration() throws {
    let result = try assertExecute("chapter-mvc", ["--help"])
    XCTAssertEqual(
      result.standardOutput,
      LaunchOptions.commandLine(
        program: "swift run chapter-mvc",
        summary: "BlueLibrary after chapter 1 (MVC): one album, its cover view and its fields."
      ).usage)
    XCTAssertTrue(result.standardOutput.hasPrefix("USAGE: swift run chapter-mvc [--size WxH]"))
  }

  func testColourOnlyWhenAskedForByATerminal() throws {
    // stdout is a file here, so even without NO_COLOR there is no escape code.
    let result = try runProduct("chapter-mvc", environment: ["NO_COLOR": ""])
    XCTAssertFalse(result.standardOutput.contains("\u{1B}"))
  }

  func testColourOnATerminalUnlessNoColorIsSet() throws {
    // `script` gives the program a terminal for stdout; without it there is none here.
    guard let script = ProcessRunner.find("script") else {
      throw XCTSkip("no `script` command to give the program a terminal")
    }
    let program = TestPaths.productsDirectory.appendingPathComponent("chapter-mvc").path
    let command = "\(program) --keys h --size 40x14"
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    let coloured = try ProcessRunner.run(
      script, arguments: ["-qec", command, "/dev/null"], environment: environment)
    XCTAssertTrue(
      coloured.standardOutput.contains("\u{1B}[0;1;44mBlueLibrary"), coloured.standardOutput)
    environment["NO_COLOR"] = "1"
    let plain = try ProcessRunner.run(
      script, arguments: ["-qec", command, "/dev/null"], environment: environment)
    XCTAssertTrue(plain.standardOutput.contains("BlueLibrary"))
    XCTAssertFalse(plain.standardOutput.contains("\u{1B}["), plain.standardOutput)
  }
}
