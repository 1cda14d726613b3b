import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-adapter`, run as a learner runs it: piped, scripted with
/// `--keys`, and in a real terminal.
final class ChapterAdapterExecutableTests: XCTestCase {
  private let sampleCatalogue = TestPaths.packageRoot
    .appendingPathComponent("Sources/chapter-adapter/catalogue.json").path

  func testTheStartScreen() throws {
    try assertScreen(
      "chapter-adapter",
      shows: ["album_david", "David Bowie", "Best of Bowie", "1992", "Album 1 of 5"],
      snapshot: "chapter-adapter")
  }

  func testRightMovesThroughTheStrip() throws {
    try assertScreen(
      "chapter-adapter", keys: "right right", shows: ["Sting", "Album 3 of 5"],
      snapshot: "chapter-adapter-right")
  }

  func testAClickOnAPartlyVisibleCoverChoosesIt() throws {
    // 60 columns wide, cover 3 starts at column 55 and is cut off at the edge.
    let screen = try assertScreen(
      "chapter-adapter", keys: "click:58,5", arguments: ["--size", "60x20"],
      shows: ["Sting", "Album 3 of 5"], snapshot: "chapter-adapter-click")
    XCTAssertTrue(screen.contains("┌────────────┐  ┌────"), "covers cut off at the edges")
  }

  func testACatalogueAddsItsAlbumsAfterTheLibrarys() throws {
    let result = try assertExecute(
      "chapter-adapter",
      ["--catalogue", sampleCatalogue, "--keys", "right right right right right"])
    for text in ["Album 6 of 7", "The Lantern Choir", "Night Trains", "Folk", "2011"] {
      XCTAssertTrue(result.standardOutput.contains(text), result.standardOutput)
    }
  }

  func testABadCatalogueIsRefusedWithAMessageAndExit1() throws {
    let folder = try makeTemporaryFolder(self)
    let bad = folder.appendingPathComponent("bad.json")
    try #"[{"name": "A", "band": "B", "tags": ["C"], "released": "June 1992"}]"#
      .write(to: bad, atomically: true, encoding: .utf8)
    let result = try assertExecute(
      "chapter-adapter", ["--catalogue", bad.path], exitCode: 1,
      errorContains:
        #"chapter-adapter: error: the catalogue's record at index 0 has 'released' "June 1992""#)
    XCTAssertEqual(result.standardOutput, "", "no screen for a refused catalogue")
    try assertExecute(
      "chapter-adapter", ["--catalogue", folder.appendingPathComponent("none.json").path],
      exitCode: 1, errorContains: "cannot read the catalogue")
  }

  func testAMalformedClickIsAUsageError() throws {
    try assertExecute(
      "chapter-adapter", ["--keys", "click:5"], exitCode: 2,
      errorContains: "unknown key 'click:5'")
  }

  /// Runs `command` with a terminal for the program (`script` makes one) and `input`
  /// typed into it over time; returns what the terminal was sent.
  private func runInTerminal(_ command: String, typing input: String) throws -> ProcessResult {
    guard ProcessRunner.find("script") != nil else {
      throw XCTSkip("no `script` command to give the program a terminal")
    }
    let shell = URL(fileURLWithPath: "/bin/sh")
    return try ProcessRunner.run(
      shell, arguments: ["-c", "(\(input)) | script -qec \"\(command)\" /dev/null; echo exit=$?"],
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
      timeout: .seconds(60))
  }

  func testInATerminalAClickChoosesACoverAndMouseReportingGoesOffOnQuit() throws {
    let program = TestPaths.productsDirectory.appendingPathComponent("chapter-adapter").path
    // Column 40, row 5 in the terminal's 1-based reckoning: cover 2 of a 60-wide strip.
    let result = try runInTerminal(
      "\(program) --size 60x20",
      typing: #"sleep 2; printf '\033[<0;40;5M'; sleep 1; printf q"#)
    let output = result.standardOutput
    XCTAssertTrue(output.hasSuffix("exit=0\n"), output)
    try assertInOrder(
      ["\u{1B}[?1000h\u{1B}[?1006h", "Album 1 of 5", "Album 2 of 5", "\u{1B}[?1006l\u{1B}[?1000l"],
      in: output)
  }

  func testMouseReportingGoesOffWhenASignalEndsTheProgram() throws {
    let program = TestPaths.productsDirectory.appendingPathComponent("chapter-adapter").path
    // The program gets the terminal as its stdin through fd 3: a background job's own
    // stdin would be /dev/null.
    let result = try runInTerminal(
      "sh -c 'exec 3<&0; \(program) --size 40x14 <&3 & pid=\\$!; sleep 2; "
        + "kill -TERM \\$pid; wait \\$pid; echo status=\\$?'",
      typing: "sleep 4")
    let output = result.standardOutput
    try assertInOrder(
      ["\u{1B}[?1000h\u{1B}[?1006h", "\u{1B}[?1006l\u{1B}[?1000l", "status=143"], in: output)
  }

  private func assertInOrder(
    _ parts: [String], in text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    var rest = text[...]
    for part in parts {
      let found = try XCTUnwrap(
        rest.range(of: part),
        "\(part.debugDescription) missing, or out of order, in "
          + text.debugDescription.suffix(2_000), file: file, line: line)
      rest = rest[found.upperBound...]
    }
  }

  /// `--server` points the facade at a server, and the notes line follows each
  /// delete's post: a server that is not there is said, the delete kept.
  func testADeleteIsPostedToTheServerGivenAndTheNotesLineSaysWhatBecameOfIt() throws {
    let result = try assertExecute(
      "chapter-adapter", ["--server", "http://127.0.0.1:\(freeLoopbackPort())", "--keys", "d"])
    XCTAssertTrue(result.standardOutput.contains("No Doubt"), result.standardOutput)
    XCTAssertTrue(result.standardOutput.contains("server unreachable"), result.standardOutput)
  }
}
