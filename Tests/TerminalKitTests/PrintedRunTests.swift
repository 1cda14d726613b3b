import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// `Application.main` on the paths a pipe takes, through a real program built on it
/// (chapter 1's): a printed screen of the size asked for, help and nothing else, a
/// refused command line on stderr with status 2, and a scripted run that ends with `q`.
final class PrintedRunTests: XCTestCase {
  private func run(_ arguments: [String]) throws -> ProcessResult {
    let result = try runProduct("chapter-mvc", arguments)
    XCTAssertFalse(result.timedOut, "chapter-mvc \(arguments) did not finish")
    return result
  }

  private func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  func testAPipedRunPrintsOneScreenOfTheDefaultSizeAndExitsZero() throws {
    let result = try run([])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.standardError, "")
    XCTAssertTrue(result.standardOutput.hasSuffix("\n"))
    XCTAssertEqual(lines(result.standardOutput).count, 24, result.standardOutput)
    XCTAssertTrue(lines(result.standardOutput).allSatisfy { $0.count <= 80 })
    XCTAssertEqual(lines(result.standardOutput).first, " BlueLibrary · Chapter 1: MVC")
  }

  func testSizePrintsThatManyRowsNoWiderThanAsked() throws {
    for (width, height) in [(40, 10), (100, 30), (20, 3)] {
      let result = try run(["--size", "\(width)x\(height)"])
      XCTAssertEqual(result.status, 0)
      XCTAssertEqual(lines(result.standardOutput).count, height, "\(width)x\(height)")
      XCTAssertTrue(lines(result.standardOutput).allSatisfy { $0.count <= width })
    }
  }

  func testHelpPrintsTheUsageAloneAndExitsZero() throws {
    let result = try run(["--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.standardError, "")
    XCTAssertTrue(result.standardOutput.hasPrefix("USAGE: swift run chapter-mvc "))
    XCTAssertFalse(result.standardOutput.contains("BlueLibrary ·"), "no screen after the help")
    XCTAssertTrue(result.standardOutput.hasSuffix("-h, --help           Show this help.\n"))
  }

  func testRefusedArgumentsAreSaidOnStderrWithStatusTwoAndNoScreen() throws {
    for arguments in [["--nope"], ["--size", "wide"], ["--keys", "jump"]] {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.standardOutput, "", "\(arguments)")
      XCTAssertTrue(result.standardError.hasPrefix("chapter-mvc: error: "), result.standardError)
    }
  }

  func testAScriptedRunPressesItsKeysThenPrintsTheScreenOnce() throws {
    let result = try run(["--keys", "h q right"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.standardError, "")
    XCTAssertEqual(lines(result.standardOutput).count, 24)
    XCTAssertEqual(
      result.standardOutput.components(separatedBy: "BlueLibrary · Chapter 1").count, 2,
      "one screen")
  }
}
