import CommandLineDeclaration
import XCTest

@testable import TerminalKit

/// How `Application.main` starts a program, each way: the screen made with the options,
/// help alone with status 0, a refused command line on stderr with status 2, and any
/// other error while the screen is made on stderr with status 1, naming the program.
@MainActor
final class ProgramStartTests: XCTestCase {
  private struct NoLibrary: Error, CustomStringConvertible {
    var description: String { "the library could not be read" }
  }

  private func start(
    _ arguments: [String], making: @MainActor (LaunchOptions) throws -> ViewController
  )
    -> Application.Start
  {
    Application.start(
      name: "demo", summary: "A demo.", options: [], arguments: arguments,
      makeRootViewController: making)
  }

  func testTheScreenIsMadeWithTheOptionsGiven() async {
    let screen = ViewController()
    guard case .run(let made, let launch) = start(["--keys", "q"], making: { _ in screen }) else {
      return XCTFail("no screen")
    }
    XCTAssertTrue(made === screen)
    XCTAssertEqual(launch.keys, [.character("q")])
  }

  func testHelpIsTheUsageAloneWithStatusZeroAndNoScreenMade() async {
    var made = 0
    let outcome = start(["--help"]) { _ in
      made += 1
      return ViewController()
    }
    guard case .exit(let status, let output, let error) = outcome else { return XCTFail("ran") }
    XCTAssertEqual(status, 0)
    XCTAssertTrue(output.hasPrefix("USAGE: swift run demo"), output)
    XCTAssertEqual(error, "")
    XCTAssertEqual(made, 0)
  }

  func testRefusedArgumentsGoToStderrWithStatusTwo() async {
    guard
      case .exit(let status, let output, let error) = start(
        ["--nope"], making: { _ in ViewController() })
    else { return XCTFail("ran") }
    XCTAssertEqual(status, 2)
    XCTAssertEqual(output, "")
    XCTAssertTrue(error.hasPrefix("demo: error: unknown option '--nope'"), error)
  }

  func testAnyOtherErrorWhileTheScreenIsMadeGoesToStderrWithStatusOne() async {
    guard
      case .exit(let status, let output, let error) = start([], making: { _ in throw NoLibrary() })
    else { return XCTFail("ran") }
    XCTAssertEqual(status, 1)
    XCTAssertEqual(output, "")
    XCTAssertEqual(error, "demo: error: the library could not be read\n")
  }

  /// A printed run tells its observers once that it ends, and prints the screen of the
  /// size asked for.
  func testAPrintedRunTellsItsEndOnceAndGivesTheScreenOfItsSize() async {
    var told = 0
    let ending = Application.observe([Application.willTerminateNotification]) { _ in told += 1 }
    let text = await Application.printedScreen(
      of: ViewController(), size: Size(width: 30, height: 5))
    XCTAssertEqual(told, 1)
    XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 6, text)
    XCTAssertTrue(text.hasSuffix("\n"))
    withExtendedLifetime(ending) {}
  }
}
