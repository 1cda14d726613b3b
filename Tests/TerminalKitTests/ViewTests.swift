import XCTest

@testable import TerminalKit

@MainActor
final class ViewTests: XCTestCase {
  private func render(_ view: View, width: Int, height: Int) -> String {
    var canvas = Canvas(size: Size(width: width, height: height))
    view.render(into: &canvas)
    return canvas.renderPlain()
  }

  func testLabelTruncatesWithAnEllipsis() async {
    XCTAssertEqual(Label.truncate("Nothing Like The Sun", toWidth: 8), "Nothing…")
    XCTAssertEqual(Label.truncate("Pop", toWidth: 3), "Pop")
    XCTAssertEqual(Label.truncate("Pop", toWidth: 1), "…")
    XCTAssertEqual(Label.truncate("Pop", toWidth: 0), "")
    XCTAssertEqual(Label.truncate("披头士乐队", toWidth: 6), "披头…")
    XCTAssertEqual(Label.truncate("a\nb", toWidth: 5), "a b")
  }

  func testLabelAlignments() async {
    let label = Label(text: "ab", frame: Rect(x: 0, y: 0, width: 6, height: 1))
    label.alignment = .right
    XCTAssertEqual(render(label, width: 6, height: 1), "    ab")
    label.alignment = .center
    XCTAssertEqual(render(label, width: 6, height: 1), "  ab")
  }

  func testSubviewsAreClippedToTheirSuperview() async {
    let box = View(frame: Rect(x: 1, y: 0, width: 4, height: 1))
    box.addSubview(Label(text: "abcdefgh", frame: Rect(x: 2, y: 0, width: 10, height: 1)))
    XCTAssertEqual(render(box, width: 10, height: 1), "   ab")
  }

  func testBorderAndBackground() async {
    let box = View(frame: Rect(x: 0, y: 0, width: 4, height: 3))
    box.hasBorder = true
    box.backgroundColor = .black
    var canvas = Canvas(size: Size(width: 5, height: 3))
    box.render(into: &canvas)
    XCTAssertEqual(canvas.renderPlain(), "┌──┐\n│  │\n└──┘")
    XCTAssertEqual(canvas[1, 1].style.background, .black)
    XCTAssertNil(canvas[4, 1].style.background)
  }

  func testHiddenViewsAndTheirSubviewsDrawNothing() async {
    let box = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
    box.addSubview(Label(text: "hey", frame: Rect(x: 0, y: 0, width: 4, height: 1)))
    box.isHidden = true
    XCTAssertEqual(render(box, width: 4, height: 1), "")
  }

  func testRemovingFromSuperview() async {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    XCTAssertTrue(child.superview === parent)
    child.removeFromSuperview()
    XCTAssertTrue(parent.subviews.isEmpty)
    XCTAssertNil(child.superview)
  }

  func testActivityIndicatorAnimatesOnlyWhileStarted() async {
    let spinner = ActivityIndicatorView()
    XCTAssertEqual(render(spinner, width: 1, height: 1), "")
    spinner.startAnimating()
    XCTAssertEqual(render(spinner, width: 1, height: 1), "⠋")
    XCTAssertTrue(spinner.advanceAnimations())
    XCTAssertEqual(render(spinner, width: 1, height: 1), "⠙")
    spinner.stopAnimating()
    XCTAssertFalse(spinner.advanceAnimations())
    spinner.hidesWhenStopped = false
    XCTAssertEqual(render(spinner, width: 1, height: 1), "⠋")
  }

  func testImageViewCentresItsImage() async {
    let image = ImageView(
      image: TextImage(rows: ["ab", "cd"]), frame: Rect(x: 0, y: 0, width: 6, height: 4))
    XCTAssertEqual(render(image, width: 6, height: 4), "\n  ab\n  cd\n")
  }
}
