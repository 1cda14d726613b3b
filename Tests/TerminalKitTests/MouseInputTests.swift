import TerminalKit
import XCTest

/// Clicks: decoded from the terminal's SGR 1006 reports, named on the command line,
/// and delivered to the frontmost view under them that wants them.
final class MouseInputTests: XCTestCase {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  func testALeftPressIsAClickAtTheZeroBasedCell() {
    // The terminal counts from 1; the screen, like Canvas, from 0.
    XCTAssertEqual(Key.decode(bytes("\u{1B}[<0;13;4M")), [.click(Point(x: 12, y: 3))])
    XCTAssertEqual(
      Key.decode(bytes("\u{1B}[<0;1;1M\u{1B}[<0;1;1mq")), [.click(.zero), .character("q")],
      "the release is consumed and the key after it survives")
    XCTAssertEqual(
      Key.decode(bytes("\u{1B}[<16;5;6M")), [.click(Point(x: 4, y: 5))], "Ctrl-click is a click")
  }

  func testWhatTheAppDoesNotUseIsSwallowedWithoutALeftover() {
    for report in ["\u{1B}[<2;5;5M", "\u{1B}[<64;5;5M", "\u{1B}[<32;5;5M", "\u{1B}[<0;5;5m"] {
      XCTAssertEqual(Key.decode(bytes(report + "d")), [.character("d")], report)
    }
    // Malformed reports: no click, and never a stray character from inside them.
    for report in ["\u{1B}[<0;0;5M", "\u{1B}[<0;5M", "\u{1B}[<0;99999999999999999999;5M"] {
      XCTAssertEqual(Key.decode(bytes(report + "d")), [.character("d")], report)
    }
    XCTAssertEqual(Key.decode(bytes("\u{1B}[<0;5")), [], "a report cut short is dropped")
  }

  func testAReportCutInTwoByTheReadsIsStillOneClick() {
    let report = bytes("\u{1B}[<0;13;4M")
    // From the second byte on: cut right after the escape byte, that byte alone is the
    // Escape key, and the decoder cannot wait to learn otherwise without delaying it.
    for cut in 2..<report.count {
      var decoder = KeyDecoder()
      let first = decoder.decode(Array(report[..<cut]))
      let second = decoder.decode(Array(report[cut...]) + bytes("d"))
      XCTAssertEqual(
        first + second, [.click(Point(x: 12, y: 3)), .character("d")], "cut after \(cut) bytes")
    }
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x1B]), [.escape], "a lone escape is Escape, at once")
    XCTAssertEqual(decoder.decode(bytes("\u{1B}[")), [], "an arrow's start waits")
    XCTAssertEqual(decoder.decode(bytes("C")), [.right])
    let garbage = bytes("\u{1B}[<") + Array(repeating: 0x35, count: 40)
    XCTAssertEqual(decoder.decode(garbage), [], "an overlong report is dropped, not kept")
    XCTAssertEqual(decoder.decode(bytes("d")), [.character("d")], "and nothing of it lingers")
  }

  func testClickNamesInTheLaunchArguments() throws {
    XCTAssertEqual(
      try LaunchOptions.parseKeys("right click:12,3 q"),
      [.right, .click(Point(x: 12, y: 3)), .character("q")])
    XCTAssertEqual(Key.click(Point(x: 12, y: 3)).description, "click:12,3")
    for bad in ["click:", "click:1", "click:-1,2", "click:a,b", "click:1,2,3"] {
      XCTAssertThrowsError(try LaunchOptions.parseKeys(bad), bad) { error in
        XCTAssertTrue("\(error)".contains("click:X,Y"), "\(error)")
      }
    }
  }

  @MainActor
  func testAClickGoesToTheFrontmostViewUnderItThenUpItsSuperviews() async {
    let root = View(frame: Rect(x: 0, y: 1, width: 40, height: 10))
    let back = ClickRecorder(frame: Rect(x: 2, y: 2, width: 10, height: 5), uses: true)
    let front = ClickRecorder(frame: Rect(x: 4, y: 3, width: 4, height: 2), uses: false)
    root.addSubview(back)
    back.addSubview(front)
    // Screen (3, 4) is root (3, 3), back (1, 1): outside `front`.
    XCTAssertTrue(root.deliverClick(at: Point(x: 3, y: 4)))
    XCTAssertEqual(back.clicks, [Point(x: 1, y: 1)])
    // Screen (9, 6) is inside `front`, at its (3, 0); it declines, so `back` gets it.
    XCTAssertTrue(root.deliverClick(at: Point(x: 9, y: 6)))
    XCTAssertEqual(front.clicks, [Point(x: 3, y: 0)])
    XCTAssertEqual(back.clicks, [Point(x: 1, y: 1), Point(x: 7, y: 3)])
    // A sibling added later is drawn in front, so it is hit first.
    let top = ClickRecorder(frame: Rect(x: 0, y: 0, width: 5, height: 5), uses: true)
    root.addSubview(top)
    XCTAssertTrue(root.deliverClick(at: Point(x: 3, y: 4)))
    XCTAssertEqual(top.clicks, [Point(x: 3, y: 3)])
    XCTAssertEqual(back.clicks.count, 2)
    top.isHidden = true
    back.isHidden = true
    XCTAssertFalse(root.deliverClick(at: Point(x: 3, y: 4)), "a hidden view takes no clicks")
    XCTAssertFalse(root.deliverClick(at: Point(x: 0, y: 0)), "outside the root")
  }
}

/// A screen with one enabled and one disabled toolbar item, counting presses.
@MainActor
private final class ToolbarScreen: ViewController {
  private(set) var deletes = 0

  override func viewDidLoad() {
    toolbarItems = [
      BarButtonItem(disabledTitle: "Undo", key: "u"), .flexibleSpace(),
      BarButtonItem(title: "Delete", key: "d", target: self) { $0.deletes += 1 },
    ]
  }
}

extension MouseInputTests {
  @MainActor
  func testAClickOnAToolbarItemPressesItAsItsKeyWould() async {
    let screen = ToolbarScreen()
    let window = Window(rootViewController: screen, size: Size(width: 40, height: 14))
    let bottom = window.render().renderPlain().split(separator: "\n").last.map(String.init)
    XCTAssertEqual(bottom, " (u) Undo                    [d] Delete")
    // "[d] Delete" covers columns 29 to 38 of the last row.
    XCTAssertEqual(window.send(.click(Point(x: 29, y: 13))), .handled)
    XCTAssertEqual(window.send(.click(Point(x: 38, y: 13))), .handled)
    XCTAssertEqual(screen.deletes, 2)
    XCTAssertEqual(window.send(.click(Point(x: 39, y: 13))), .ignored, "past the label")
    XCTAssertEqual(window.send(.click(Point(x: 20, y: 13))), .ignored, "the flexible space")
    XCTAssertEqual(window.send(.click(Point(x: 2, y: 13))), .ignored, "a disabled item")
    XCTAssertEqual(window.send(.click(Point(x: 29, y: 12))), .ignored, "the status line")
    XCTAssertEqual(screen.deletes, 2)
  }
}

/// Records the clicks it gets and says it used them, or not.
@MainActor
private final class ClickRecorder: View, ClickHandling {
  private(set) var clicks: [Point] = []
  private let uses: Bool

  init(frame: Rect, uses: Bool) {
    self.uses = uses
    super.init(frame: frame)
  }

  func handleClick(at point: Point) -> Bool {
    clicks.append(point)
    return uses
  }
}
