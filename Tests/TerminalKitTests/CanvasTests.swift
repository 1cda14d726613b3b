import XCTest

@testable import TerminalKit

final class CanvasTests: XCTestCase {
  func testPlainRenderingTrimsTrailingSpacesAndKeepsEveryRow() {
    var canvas = Canvas(size: Size(width: 6, height: 3))
    canvas.draw("hi", at: Point(x: 1, y: 1), style: .plain)
    XCTAssertEqual(canvas.renderPlain(), "\n hi\n")
  }

  func testTextIsClippedToTheCanvas() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    let used = canvas.draw("abcdef", at: Point(x: 1, y: 0), style: .plain)
    XCTAssertEqual(canvas.renderPlain(), " abc")
    XCTAssertEqual(used, 3)
    canvas.draw("zz", at: Point(x: -1, y: 0), style: .plain)
    XCTAssertEqual(canvas.renderPlain(), "zabc")
    canvas.draw("x", at: Point(x: 0, y: 5), style: .plain)
    XCTAssertEqual(canvas.renderPlain(), "zabc")
  }

  func testWideCharactersTakeTwoCellsAndKeepColumnsAligned() {
    var canvas = Canvas(size: Size(width: 8, height: 2))
    canvas.draw("披头士|", at: Point(x: 0, y: 0), style: .plain)
    canvas.draw("abcdef|", at: Point(x: 0, y: 1), style: .plain)
    let rows = canvas.renderPlain().split(separator: "\n").map(String.init)
    XCTAssertEqual(rows, ["披头士|", "abcdef|"])
    XCTAssertTrue(canvas[1, 0].isContinuation)
    XCTAssertEqual(rows[0].terminalWidth, rows[1].terminalWidth)
  }

  func testEmojiAndCombiningMarksHaveTheirTerminalWidths() {
    XCTAssertEqual(Character("🎸").terminalWidth, 2)
    XCTAssertEqual(Character("é").terminalWidth, 1)
    XCTAssertEqual(Character("e\u{301}").terminalWidth, 1)
    XCTAssertEqual(Character("\u{301}").terminalWidth, 0)
    XCTAssertEqual(Character("ｱ").terminalWidth, 1)  // halfwidth katakana
    XCTAssertEqual(Character("Ａ").terminalWidth, 2)  // fullwidth Latin
    XCTAssertEqual("Björk 🎸".terminalWidth, 8)
  }

  func testAWideCharacterThatWouldStandHalfOutsideTheClipBecomesASpace() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.draw("ab漢", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 3, height: 1))
    XCTAssertEqual(canvas.renderPlain(), "ab")
    XCTAssertFalse(canvas[3, 0].isContinuation)
    canvas.draw("漢", at: Point(x: 3, y: 0), style: .plain)
    XCTAssertEqual(canvas.renderPlain(), "ab 漢")
  }

  func testOverwritingHalfAWideCharacterLeavesNoStrayHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.draw("漢字", at: .zero, style: .plain)
    canvas.draw("x", at: Point(x: 1, y: 0), style: .plain)
    XCTAssertEqual(canvas.renderPlain(), " x字")
    canvas.draw("y", at: Point(x: 2, y: 0), style: .plain)
    XCTAssertEqual(canvas.renderPlain(), " xy")
    XCTAssertFalse((0..<4).contains { canvas[$0, 0].isContinuation })
  }

  func testControlCharactersAreShownAsQuestionMarks() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.draw("a\u{1B}b", at: .zero, style: .plain)
    XCTAssertEqual(canvas.renderPlain(), "a?b")
  }

  func testANSIRenderingEmitsStylesOnlyWhenTheyChange() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), background: .blue)
    canvas.draw("ab", at: .zero, style: Style(foreground: .white))
    let line = canvas.renderANSILines()[0]
    XCTAssertEqual(line, "\u{1B}[0;37;44mab\u{1B}[0m \u{1B}[0m")
  }

  func testTextKeepsTheBackgroundItIsDrawnOn() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.fill(canvas.bounds, background: .white)
    canvas.draw("a", at: .zero, style: Style(foreground: .black))
    XCTAssertEqual(canvas[0, 0].style, Style(foreground: .black, background: .white))
  }

  func testAZeroSizedCanvasRendersNothing() {
    var canvas = Canvas(size: Size(width: -3, height: 0))
    canvas.draw("x", at: .zero, style: .plain)
    canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), background: .red)
    XCTAssertEqual(canvas.renderPlain(), "")
  }

  func testFindingWhereTextWasDrawn() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.draw("ab", at: Point(x: 3, y: 1), style: .plain)
    canvas.draw("ab", at: Point(x: 7, y: 2), style: .plain)
    XCTAssertEqual(canvas.firstPoint(of: "ab"), Point(x: 3, y: 1))
    XCTAssertNil(canvas.firstPoint(of: "abc"))
    XCTAssertNil(canvas.firstPoint(of: "an eleven-character text"))
    XCTAssertNil(canvas.firstPoint(of: ""))
  }
}
