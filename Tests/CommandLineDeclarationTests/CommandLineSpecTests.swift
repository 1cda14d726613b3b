import CommandLineDeclaration
import XCTest

/// The parser and the help made from one declaration, in process.
final class CommandLineSpecTests: XCTestCase {
  private let spec = CommandLineSpec(
    program: "demo",
    commands: [
      Subcommand("", help: "What to do next."),
      Subcommand(
        "check", arguments: [Argument("ID", isRequired: false)],
        flags: [Flag("--json", help: "As JSON.")], help: "Check one.", group: "WORK"),
      Subcommand("report", flags: [Flag("--json", help: "", isRequired: true)], help: "Report."),
      Subcommand(
        "show", arguments: [Argument("ID")],
        flags: [Flag("--size", valueName: "WxH", help: "Screen size.")],
        help: "Show one.\nOn two lines.", group: "WORK"),
    ],
    commonFlags: [Flag("--no-build", help: "Skip the build.")],
    epilogue: "EXIT STATUS: 0 or 2\n")

  private func parse(_ words: String...) throws(CommandLineError) -> ParsedCommandLine {
    try spec.parse(words)
  }

  private func assertRefused(
    _ words: [String], _ message: String, showsUsage: Bool = false, line: UInt = #line
  ) {
    XCTAssertThrowsError(try spec.parse(words), line: line) { error in
      let error = error as? CommandLineError
      XCTAssertEqual(error?.message, message, line: line)
      XCTAssertEqual(error?.exitStatus, 2, line: line)
      XCTAssertEqual(error?.showsUsage, showsUsage, line: line)
    }
  }

  func testSubcommandsArgumentsAndFlagsParseIntoAValue() throws {
    XCTAssertEqual(try parse(), ParsedCommandLine(command: ""))
    XCTAssertEqual(try parse("check"), ParsedCommandLine(command: "check"))
    XCTAssertEqual(
      try parse("check", "mvc-1", "--json", "--no-build"),
      ParsedCommandLine(
        command: "check", arguments: ["ID": "mvc-1"], flags: ["--json": "", "--no-build": ""]))
    XCTAssertEqual(try parse("--no-build").flags, ["--no-build": ""])
  }

  func testAValueFollowsItsFlagOrItsEqualsSign() throws {
    XCTAssertEqual(try parse("show", "a", "--size", "80x24").flags, ["--size": "80x24"])
    XCTAssertEqual(try parse("show", "--size=80x24", "a").flags, ["--size": "80x24"])
    XCTAssertEqual(try parse("show", "a", "--size=").flags, ["--size": ""])
  }

  func testEveryWrongCommandLineIsRefusedWithStatusTwo() {
    assertRefused(["frobnicate"], "unknown command 'frobnicate'", showsUsage: true)
    assertRefused(
      ["check", "--verbose"], "unknown option '--verbose' for check", showsUsage: true)
    assertRefused(["--verbose"], "unknown option '--verbose' for demo", showsUsage: true)
    assertRefused(["check", "--json", "--json"], "--json given twice")
    assertRefused(["show", "a", "--size", "1x1", "--size=2x2"], "--size given twice")
    assertRefused(["check", "--json=yes"], "--json takes no value")
    assertRefused(["show", "a", "--size"], "--size needs a value")
    assertRefused(["show"], "show needs ID")
    assertRefused(["report"], "report needs --json")
    assertRefused(["check", "a", "b"], "unexpected argument 'b'", showsUsage: true)
    assertRefused(["list", "--size"], "unknown command 'list'", showsUsage: true)
  }

  func testHelpIsAskedForAnywhere() throws {
    XCTAssertTrue(try parse("help").wantsHelp)
    XCTAssertTrue(try parse("-h").wantsHelp)
    XCTAssertTrue(try parse("show", "--help").wantsHelp, "even without the required ID")
  }

  func testTheHelpIsMadeFromTheDeclaration() {
    XCTAssertEqual(
      spec.usage,
      """
      USAGE: demo [<command>] [<options>]

      COMMANDS:
        (no command)         What to do next.
        report --json        Report.

      WORK:
        check [ID] [--json]  Check one.
        show ID [--size WxH]
                             Show one.
                             On two lines.

      OPTIONS:
        --no-build           Skip the build.
        -h, --help           Show this help.

      EXIT STATUS: 0 or 2

      """)
  }
}
