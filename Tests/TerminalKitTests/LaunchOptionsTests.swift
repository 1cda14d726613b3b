import CommandLineDeclaration
import XCTest

@testable import TerminalKit

final class LaunchOptionsTests: XCTestCase {
  private let server = Flag("--server", valueName: "URL", help: "the server")
  private let fresh = Flag("--fresh", help: "Start afresh.")

  private func parse(_ arguments: [String], flags: [Flag] = []) throws(CommandLineError)
    -> LaunchOptions
  {
    try LaunchOptions.parse(
      arguments,
      by: LaunchOptions.commandLine(program: "swift run demo", summary: "A demo.", flags: flags))
  }

  func testKeysSizeAndChapterOptions() throws {
    let options = try parse(
      [
        "--keys", "right right d q", "--size=100x30", "--server", "http://127.0.0.1:8080",
        "--fresh",
      ],
      flags: [server, fresh])
    XCTAssertEqual(options.keys, [.right, .right, .character("d"), .character("q")])
    XCTAssertEqual(options.size, Size(width: 100, height: 30))
    XCTAssertEqual(
      options.values, ["--server": "http://127.0.0.1:8080", "--fresh": ""],
      "the chapter's own flags, and only those")
    XCTAssertFalse(options.wantsHelp)
    XCTAssertTrue(try parse(["--keys", "jump", "--help"]).wantsHelp, "help wins over a bad value")
  }

  func testAKeyThatIsADashIsPressedWhateverFollows() throws {
    XCTAssertEqual(try parse(["--keys", "-"]).keys, [.character("-")])
    XCTAssertEqual(
      try parse(["--keys=- - right"]).keys, [.character("-"), .character("-"), .right],
      "keys that start with '-' go after '='")
    XCTAssertThrowsError(try parse(["--keys", "- right", "--size", "80x24"])) { error in
      XCTAssertEqual(
        (error as? CommandLineError)?.message,
        "--keys needs a value (one that starts with '-' goes after '=': --keys=…)")
    }
  }

  func testEveryKeyName() throws {
    let keys = try LaunchOptions.parseKeys("left right up down enter esc tab space backspace é")
    XCTAssertEqual(
      keys, [.left, .right, .up, .down, .enter, .escape, .tab, .space, .backspace, .character("é")])
  }

  func testBadArgumentsSayWhatIsWrong() {
    let cases: [([String], String)] = [
      (["--colour"], "unknown option '--colour'"),
      (["extra"], "unexpected argument 'extra'"),
      (["--keys", "right jump"], "unknown key 'jump'"),
      (["--size", "80by24"], "malformed size '80by24'"),
      (["--size", "0x24"], "malformed size '0x24'"),
      (["--size", "80x100000"], "malformed size '80x100000'"),
      (["--size"], "--size needs a value"),
      (["--server", "x"], "unknown option '--server'"),
      (["--keys", "d", "--keys", "right"], "--keys given twice"),
    ]
    for (arguments, message) in cases {
      XCTAssertThrowsError(try parse(arguments), "\(arguments)") { error in
        let usage = error as? CommandLineError
        XCTAssertTrue(usage?.message.hasPrefix(message) ?? false, "\(arguments): \(error)")
        XCTAssertEqual(usage?.exitStatus, 2)
      }
    }
  }

  func testTheHelpIsMadeFromTheDeclaration() {
    let usage = LaunchOptions.commandLine(
      program: "swift run demo", summary: "A demo.", flags: [server, fresh]
    ).usage
    XCTAssertEqual(
      usage,
      """
      USAGE: swift run demo [--size WxH] [--keys KEYS] [--server URL] [--fresh]

      A demo.

      In a terminal the app is interactive; piped or redirected it prints one screen.

      OPTIONS:
        --size WxH           Screen size (default: the terminal's; 80x24 when
                             printed).
        --keys KEYS          Press these keys, then print the screen. Space-separated:
                             left right up down enter esc tab space backspace, or a
                             character; click:X,Y clicks column X, row Y (from 0).
        --server URL         the server
        --fresh              Start afresh.
        -h, --help           Show this help.

      """)
  }

  func testDecodingTerminalInput() {
    XCTAssertEqual(Key.decode([0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]), [.right, .left])
    XCTAssertEqual(Key.decode([0x1B, 0x4F, 0x41]), [.up])
    XCTAssertEqual(Key.decode([0x1B]), [.escape])
    XCTAssertEqual(
      Key.decode([0x71, 0x0D, 0x03, 0x7F]), [.character("q"), .enter, .interrupt, .backspace])
    XCTAssertEqual(Key.decode(Array("é".utf8)), [.character("é")])
    // Ctrl-Right: a longer sequence, skipped whole.
    XCTAssertEqual(Key.decode(Array("\u{1B}[1;5Cd".utf8)), [.character("d")])
  }
}
