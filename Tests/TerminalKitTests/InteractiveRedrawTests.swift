import CommandLineDeclaration
import XCTest

@testable import TerminalKit

/// What the interactive loop writes to the terminal: only what changed.
final class ScreenUpdaterTests: XCTestCase {
  func testTheFirstFrameClearsAndWritesEveryRow() {
    var updater = ScreenUpdater()
    XCTAssertEqual(
      updater.update(to: ["ab", "cd"]), "\u{1B}[2J\u{1B}[1;1Hab\u{1B}[2;1Hcd")
    XCTAssertEqual(updater.redrawCount, 1)
  }

  func testASteadyScreenWritesNothing() {
    var updater = ScreenUpdater()
    _ = updater.update(to: ["ab", "cd"])
    for _ in 0..<50 {
      XCTAssertEqual(updater.update(to: ["ab", "cd"]), "")
    }
    XCTAssertEqual(updater.redrawCount, 1)
  }

  func testOnlyTheChangedRowIsWritten() {
    var updater = ScreenUpdater()
    _ = updater.update(to: ["ab", "cd", "ef"])
    XCTAssertEqual(updater.update(to: ["ab", "cX", "ef"]), "\u{1B}[2;1HcX")
    XCTAssertEqual(updater.redrawCount, 2)
  }

  func testAfterInvalidatingEverythingIsWrittenAgain() {
    var updater = ScreenUpdater()
    _ = updater.update(to: ["ab"])
    updater.invalidate()
    XCTAssertEqual(updater.update(to: ["ab"]), "\u{1B}[2J\u{1B}[1;1Hab")
  }
}

/// A screen bigger than the terminal is drawn only as far as the terminal reaches.
@MainActor
final class ClippedRenderTests: XCTestCase {
  private final class Screen: ViewController {
    override func viewDidLoad() {
      title = "Clipped"
      let label = Label(text: "far away", frame: Rect(x: 2, y: 300, width: 20, height: 1))
      view.addSubview(label)
    }
  }

  func testAClippedRenderIsTheTopLeftOfTheWholeOne() async {
    let window = Window(rootViewController: Screen(), size: Size(width: 60, height: 400))
    let whole = window.render()
    let clipped = window.render(clippedTo: Size(width: 40, height: 10))
    XCTAssertEqual(clipped.size, Size(width: 40, height: 10))
    for y in 0..<10 {
      for x in 0..<40 {
        XCTAssertEqual(clipped[x, y], whole[x, y], "cell (\(x), \(y))")
      }
    }
    XCTAssertNotNil(whole.firstPoint(of: "far away"))
    XCTAssertNil(clipped.firstPoint(of: "far away"))
  }

  func testATerminalBiggerThanTheScreenDrawsTheScreen() async {
    let window = Window(rootViewController: Screen(), size: Size(width: 30, height: 14))
    XCTAssertEqual(
      window.render(clippedTo: Size(width: 200, height: 100)).size, Size(width: 30, height: 14))
  }
}

/// Keys that raw mode delivers as bytes, and the error for a key word nobody can read.
final class KeyInputTests: XCTestCase {
  func testCtrlZIsTheSuspendKey() {
    XCTAssertEqual(Key.decode([0x1A, 0x71]), [.suspend, .character("q")])
  }

  func testAHugeUnknownKeyWordIsCutInTheError() {
    let word = String(repeating: "x", count: 100_000)
    XCTAssertThrowsError(try LaunchOptions.parseKeys("d \(word) q")) { error in
      let message = (error as? CommandLineError)?.message ?? ""
      XCTAssertLessThan(message.count, 300, String(message.prefix(300)))
      XCTAssertTrue(
        message.hasPrefix(
          "unknown key '\(String(repeating: "x", count: 40))… (100000 characters)'"),
        String(message.prefix(300)))
    }
  }

  func testAShortUnknownKeyWordIsShownWholeWithControlsEscaped() {
    XCTAssertThrowsError(try LaunchOptions.parseKeys("jump \u{1B}[2J")) { error in
      XCTAssertTrue(
        (error as? CommandLineError)?.message.hasPrefix("unknown key 'jump'") ?? false, "\(error)")
    }
    XCTAssertThrowsError(try LaunchOptions.parseKeys("\u{1B}[2J")) { error in
      XCTAssertTrue(
        (error as? CommandLineError)?.message.hasPrefix("unknown key '\\u{1B}[2J'") ?? false,
        "\(error)")
    }
  }
}
