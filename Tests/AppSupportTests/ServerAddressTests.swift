import AppSupport
import CommandLineDeclaration
import Foundation
import TerminalKit
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// `--server` checked in full before anything runs, and what the user typed repeated
/// safely when it is refused.
final class ServerAddressTests: XCTestCase {
  private func parseError(_ text: String) -> String? {
    do {
      _ = try ServerAddress.parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  func testAServerAddressIsCheckedInFullWhenParsed() throws {
    XCTAssertEqual(
      try ServerAddress.parse("HTTP://127.0.0.1:8080").absoluteString, "http://127.0.0.1:8080",
      "the scheme in any case, sent in lower case")
    XCTAssertEqual(try ServerAddress.parse("http://127.0.0.1:65535").port, 65535)
    for port in ["99999", "65536", "0"] {
      XCTAssertEqual(
        parseError("http://127.0.0.1:\(port)"),
        "invalid server URL 'http://127.0.0.1:\(port)': the port must be 1 to 65535, not "
          + "\(Int(port)!)")
    }
    for bad in [
      "http://127.0.0.1:", "http://user@127.0.0.1:8080", "http://h:8080#", "http://[zz]:80",
    ] {
      XCTAssertNotNil(parseError(bad), bad)
    }
  }

  /// `URLComponents.port` is nil for these, which once let them through to fail only
  /// when a post was sent.
  func testAPortTooLargeForAnIntIsRefusedWhenParsed() {
    for port in ["99999999999999999999999", "9223372036854775808"] {
      XCTAssertEqual(
        parseError("http://127.0.0.1:\(port)"),
        "invalid server URL 'http://127.0.0.1:\(port)': the port must be 1 to 65535, not \(port)")
    }
    XCTAssertNotNil(parseError("http://[::1]:99999999999999999999"))
  }

  /// What the user typed is repeated cut short and with control characters escaped.
  func testAnErrorRepeatsAnAddressOrAFlagCutAndEscaped() throws {
    let long = "http://" + String(repeating: "a", count: 100_000) + ":"
    let message = try XCTUnwrap(parseError(long))
    XCTAssertLessThan(message.count, 300, message)
    XCTAssertFalse(try XCTUnwrap(parseError("http://\u{1B}[2J:1:")).contains("\u{1B}"))
    let commandLine = LaunchOptions.commandLine(program: "swift run demo", summary: "")
    for flag in ["--\u{1B}[2J" + String(repeating: "x", count: 100_000), "--\u{202E}gol"] {
      XCTAssertThrowsError(try LaunchOptions.parse([flag], by: commandLine)) { error in
        let message = (error as? CommandLineError)?.message ?? ""
        XCTAssertLessThan(message.count, 300)
        XCTAssertFalse(message.contains("\u{1B}"), message)
        XCTAssertFalse(message.contains("\u{202E}"), "a right-to-left override: \(message)")
      }
    }
  }

  func testAnIPv6LiteralIsCheckedWhenParsed() throws {
    XCTAssertEqual(
      try ServerAddress.parse("http://[::1]:8080").absoluteString, "http://[::1]:8080")
    XCTAssertEqual(
      parseError("http://[::g]:8080"),
      "invalid server URL 'http://[::g]:8080': [::g] is not an IPv6 address")
  }

  func testTheChapterProgramRefusesABadPortAndPostsWithAnUpperCaseScheme() throws {
    try assertExecute(
      "chapter-facade", ["--server", "http://127.0.0.1:99999"], exitCode: 2,
      errorContains: "the port must be 1 to 65535")
    let port = freeLoopbackPort()
    let server = try BackgroundProcess("album-server", ["--port=\(port)"])
    XCTAssertTrue(
      server.wait { server.standardOutput.contains("listening on http://127.0.0.1:\(port)") },
      "--port=N is read as --port N:\n\(server.standardError)")
    let result = try assertExecute(
      "chapter-facade", ["--server", "HTTP://127.0.0.1:\(port)", "--keys", "d"])
    XCTAssertTrue(result.standardOutput.contains("/api/deleteAlbum → 200"), result.standardOutput)
    XCTAssertEqual(server.stop(), 0)
  }

  func testOnlyHTTPHostAndPortAreAccepted() throws {
    XCTAssertEqual(
      try ServerAddress.parse("http://127.0.0.1:8080").absoluteString, "http://127.0.0.1:8080")
    for bad in ["127.0.0.1:8080", "ftp://host", "http://", "http://h:8080/api", "http://h?x=1", ""]
    {
      XCTAssertThrowsError(try ServerAddress.parse(bad), bad)
    }
  }
}
