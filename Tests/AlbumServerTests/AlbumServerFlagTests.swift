import AlbumServer
import CommandLineDeclaration
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// `album-server --port` read like the chapter programs' flags, by the same declared
/// command line.
final class AlbumServerFlagTests: XCTestCase {
  func testTheFlagsFollowTheChapterProgramsRules() throws {
    let twice = [
      ("album-server", ["--port", "1", "--port", "99999"], "--port given twice"),
      ("album-server", ["--port=1", "--port", "2"], "--port given twice"),
      ("chapter-facade", ["--server", "http://a", "--server=http://b"], "--server given twice"),
      ("album-server", ["--port"], "--port needs a value"),
      ("chapter-facade", ["--server"], "--server needs a value"),
      ("album-server", ["--port="], "invalid port ''"),
      ("album-server", ["--verbose"], "unknown option '--verbose'"),
      ("chapter-facade", ["--verbose"], "unknown option '--verbose'"),
      ("album-server", ["8080"], "unexpected argument '8080'"),
      ("chapter-facade", ["8080"], "unexpected argument '8080'"),
    ]
    for (program, arguments, message) in twice {
      try assertExecute(program, arguments, exitCode: 2, errorContains: "error: \(message)")
    }
  }

  func testTheFlagsAreDeclaredAndParsedInProcess() throws {
    XCTAssertEqual(try AlbumServerOptions.parse([]).port, 8080)
    XCTAssertEqual(try AlbumServerOptions.parse(["--port=0"]).port, 0)
    XCTAssertEqual(try AlbumServerOptions.parse(["--port", "65535"]).port, 65535)
    XCTAssertTrue(try AlbumServerOptions.parse(["--port", "nope", "-h"]).wantsHelp)
    for (bad, port) in [
      (["--port", "65536"], "65536"), (["--port=-1"], "-1"), (["--port", "80 80"], "80 80"),
    ] {
      XCTAssertThrowsError(try AlbumServerOptions.parse(bad), "\(bad)") { error in
        XCTAssertEqual(
          (error as? CommandLineError)?.message,
          "invalid port '\(port)': expected a number from 0 to 65535")
      }
    }
    XCTAssertThrowsError(try AlbumServerOptions.parse(["--port", "-1"])) { error in
      XCTAssertEqual(
        (error as? CommandLineError)?.message,
        "--port needs a value (one that starts with '-' goes after '=': --port=…)",
        "a word that starts with '-' is a flag, as in every program")
    }
  }

  func testEachProgramsHelpIsMadeFromItsDeclaration() throws {
    let server = try assertExecute("album-server", ["--help"])
    XCTAssertEqual(server.standardOutput, AlbumServerOptions.commandLine.usage)
    let facade = try assertExecute("chapter-facade", ["-h"])
    XCTAssertTrue(
      facade.standardOutput.hasPrefix("USAGE: swift run chapter-facade [--size WxH] [--keys KEYS]"),
      facade.standardOutput)
    XCTAssertTrue(facade.standardOutput.contains("  --server URL         Post changes"))
    for help in [server.standardOutput, facade.standardOutput] {
      XCTAssertEqual(help.split(separator: "\n").map(String.init).filter { $0.count > 80 }, [])
    }
  }

  func testBadFlagsAndABusyPortAreRefused() throws {
    try assertExecute(
      "album-server", ["--port", "http"], exitCode: 2, errorContains: "invalid port")
    try assertExecute("album-server", ["--verbose"], exitCode: 2, errorContains: "USAGE:")
    let port = freeLoopbackPort()
    let first = try BackgroundProcess("album-server", ["--port", "\(port)"])
    XCTAssertTrue(first.wait { first.standardOutput.contains("listening on") })
    try assertExecute(
      "album-server", ["--port", "\(port)"], exitCode: 1, errorContains: "cannot listen")
    first.stop()
  }
}
