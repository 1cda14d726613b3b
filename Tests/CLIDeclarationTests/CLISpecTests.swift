import CommandLineDeclaration
import XCTest

/// The parser and the help made from one declaration, in process.
final class CLISpecTests: XCTestCase {
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
        help:
          "Show one. Its help is prose,\nfilled to the width.\n\nA blank line starts a new line.",
        group: "WORK"),
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

  func testEveryWrongArgumentListIsRefusedWithStatusTwo() {
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

  func testAFlagAfterAFlagThatNeedsAValueIsNeverItsValue() throws {
    let hint = " (one that starts with '-' goes after '=': --size=…)"
    assertRefused(["show", "a", "--size", "--no-build"], "--size needs a value" + hint)
    assertRefused(["show", "a", "--size", "-h"], "--size needs a value" + hint)
    assertRefused(["show", "a", "--size", "--"], "--size needs a value" + hint)
    assertRefused(["show", "a", "--size", "-1x1"], "--size needs a value" + hint)
    XCTAssertEqual(
      try parse("show", "a", "--size", "-", "--no-build").flags,
      ["--size": "-", "--no-build": ""], "a lone '-' is a plain word, so a value")
    XCTAssertEqual(
      try parse("show", "a", "--size=--no-build").flags, ["--size": "--no-build"],
      "after '=', anything is the value")
    XCTAssertEqual(try parse("show", "a", "--size=-1x1").flags, ["--size": "-1x1"])
    XCTAssertEqual(try parse("show", "a", "--size=-").flags, ["--size": "-"])
  }

  func testDoubleDashEndsTheFlags() throws {
    XCTAssertEqual(
      try parse("check", "--json", "--", "--no-build"),
      ParsedCommandLine(command: "check", arguments: ["ID": "--no-build"], flags: ["--json": ""]),
      "after --, a word that looks like a flag is an argument")
    XCTAssertEqual(try parse("check", "--"), ParsedCommandLine(command: "check"))
    XCTAssertEqual(
      try parse("show", "--", "-"), ParsedCommandLine(command: "show", arguments: ["ID": "-"]))
    assertRefused(["check", "--", "a", "b"], "unexpected argument 'b'", showsUsage: true)
    assertRefused(["check", "--=a"], "-- takes no value")
  }

  func testHelpIsAskedForAnywhere() throws {
    XCTAssertTrue(try parse("help").wantsHelp)
    XCTAssertTrue(try parse("-h").wantsHelp)
    XCTAssertTrue(try parse("show", "--help").wantsHelp, "even without the required ID")
    assertRefused(["--help=yes"], "--help takes no value")
    assertRefused(["-h", "--bogus"], "unknown option '--bogus' for demo", showsUsage: true)
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
                             Show one. Its help is prose, filled to the width.
                             A blank line starts a new line.

      OPTIONS:
        --no-build           Skip the build.
        -h, --help           Show this help.

      EXIT STATUS: 0 or 2

      """)
  }

  // A program without subcommands: album-server, the chapter programs.
  private let single = CommandLineSpec(
    program: "swift run tool", overview: "What the tool does.",
    arguments: [Argument("FILE", isRequired: false)],
    flags: [
      Flag("--port", valueName: "N", help: "The port."),
      Flag("--verbose", help: "Say more."),
    ])

  func testWithoutSubcommandsTheFirstWordIsAnArgument() throws {
    XCTAssertEqual(
      try single.parse(["list", "--port=8"]),
      ParsedCommandLine(command: "", arguments: ["FILE": "list"], flags: ["--port": "8"]))
    XCTAssertEqual(
      try single.parse(["help"]).arguments, ["FILE": "help"], "help is a word like any other")
    XCTAssertTrue(try single.parse(["--help"]).wantsHelp)
    XCTAssertThrowsError(try single.parse(["a", "b"])) { error in
      XCTAssertEqual((error as? CommandLineError)?.message, "unexpected argument 'b'")
    }
    XCTAssertThrowsError(try single.parse(["--colour"])) { error in
      XCTAssertEqual(
        (error as? CommandLineError)?.message, "unknown option '--colour'",
        "no subcommand to name")
    }
  }

  func testWithoutSubcommandsTheHelpListsTheFlags() {
    XCTAssertEqual(
      single.usage,
      """
      USAGE: swift run tool [FILE] [--port N] [--verbose]

      What the tool does.

      OPTIONS:
        --port N             The port.
        --verbose            Say more.
        -h, --help           Show this help.

      """)
  }

  func testEveryLineOfTheHelpFitsEightyColumns() {
    // After three flags the first line has room for `[--flag-4` but not for its value:
    // the flag goes to the next line whole.
    let wide = CommandLineSpec(
      program: "swift run w", overview: "Wide.",
      flags: (1...6).map {
        Flag(
          "--flag-\($0)", valueName: "VALUE",
          help: String(repeating: "a long help text ", count: 8))
      })
    let lines = wide.usage.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { $0.count > 80 }, [])
    XCTAssertEqual(
      lines[0], "USAGE: swift run w [--flag-1 VALUE] [--flag-2 VALUE] [--flag-3 VALUE]")
    XCTAssertEqual(
      lines[1], "                   [--flag-4 VALUE] [--flag-5 VALUE] [--flag-6 VALUE]",
      "a bracketed flag is never split")
  }

  func testARefusalShowsTheWholeUsageOnlyWhenTheLineWasNotUnderstood() {
    XCTAssertEqual(
      single.refusal(CommandLineError("--port needs a value"), by: "tool"),
      "tool: error: --port needs a value\n(swift run tool --help shows the usage)\n")
    XCTAssertEqual(
      single.refusal(CommandLineError("unknown option '-x'", showsUsage: true), by: "tool"),
      "tool: error: unknown option '-x'\n\n" + single.usage)
  }
}
