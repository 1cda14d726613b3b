import XCTest

@testable import TerminalKit

final class LaunchOptionsTests: XCTestCase {
  private let server = OptionSpec(name: "--server", valueName: "URL", help: "the server")

  func testKeysSizeAndChapterOptions() throws {
    let options = try LaunchOptions.parse(
      ["--keys", "right right d q", "--size=100x30", "--server", "http://127.0.0.1:8080"],
      extraOptions: [server])
    XCTAssertEqual(options.keys, [.right, .right, .character("d"), .character("q")])
    XCTAssertEqual(options.size, Size(width: 100, height: 30))
    XCTAssertEqual(options.values["--server"], "http://127.0.0.1:8080")
  }

  func testEveryKeyName() throws {
    let keys = try LaunchOptions.parseKeys("left right up down enter esc tab space backspace é")
    XCTAssertEqual(
      keys, [.left, .right, .up, .down, .enter, .escape, .tab, .space, .backspace, .character("é")])
  }

  func testBadCommandLinesSayWhatIsWrong() {
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
      XCTAssertThrowsError(try LaunchOptions.parse(arguments), "\(arguments)") { error in
        let usage = error as? UsageError
        XCTAssertTrue(usage?.message.hasPrefix(message) ?? false, "\(arguments): \(error)")
      }
    }
  }

  func testUsageNamesEveryFlag() {
    let usage = Application.usageText(name: "demo", summary: "A demo.", options: [server])
    for flag in ["--size WxH", "--keys KEYS", "--server URL", "--help"] {
      XCTAssertTrue(usage.contains(flag), flag)
    }
  }

  func testEveryFlagsHelpStartsInOneColumnHoweverLongTheFlag() {
    let long = OptionSpec(name: "--catalogue", valueName: "FILE", help: "Add a catalogue.")
    let usage = Application.usageText(name: "demo", summary: "A demo.", options: [server, long])
    let lines = usage.split(separator: "\n").map(String.init)
    for help in ["Screen size", "the server", "Add a catalogue.", "Show this help."] {
      let line = lines.first { $0.contains(help) } ?? ""
      let start = line.range(of: help).map {
        line.distance(from: line.startIndex, to: $0.lowerBound)
      }
      XCTAssertEqual(start, 17, line)
    }
    XCTAssertTrue(lines.contains("  --catalogue FILE"), usage)
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
