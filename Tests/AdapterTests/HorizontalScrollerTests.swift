import TerminalKit
import XCTest

@testable import Adapter

/// The scroller on its own, filled by a spy delegate that records what it is asked.
@MainActor
final class HorizontalScrollerTests: XCTestCase {
  /// 80 columns: views of 14 columns every 16, so five fit across.
  private func makeScroller(
    views count: Int, delegate: SpyScrollerDelegate, width: Int = 80
  ) -> HorizontalScroller {
    delegate.count = count
    return makeScroller(delegate: delegate, width: width)
  }

  /// The delegate is held weakly: the caller keeps it.
  private func makeScroller(
    delegate: any HorizontalScrollerDelegate, width: Int = 80
  ) -> HorizontalScroller {
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: width, height: 8))
    scroller.delegate = delegate
    scroller.reloadData()
    return scroller
  }

  func testItAsksOnlyForTheViewsOnScreenAndOnlyOnceWhileTheyStay() async {
    let spy = SpyScrollerDelegate()
    let scroller = makeScroller(views: 1_000, delegate: spy)
    // View 0 is centred at column 40: views 0, 1 and 2 are on screen.
    XCTAssertEqual(scroller.visibleIndices, 0..<3)
    XCTAssertEqual(spy.askedFor, [0, 1, 2])
    var canvas = Canvas(size: Size(width: 80, height: 8))
    scroller.render(into: &canvas)
    XCTAssertEqual(spy.askedFor, [0, 1, 2], "drawing again asks for nothing new")
    scroller.scrollToView(at: 500)
    XCTAssertEqual(scroller.visibleIndices, 498..<503, "two either side of the centre")
    XCTAssertEqual(spy.askedFor, [0, 1, 2, 498, 499, 500, 501, 502])
    XCTAssertEqual(scroller.subviews.count, 5, "views that left the screen were let go")
    XCTAssertNil(scroller.view(at: 0))
  }

  func testTheCentredViewSitsInTheMiddle() async {
    let spy = SpyScrollerDelegate()
    let scroller = makeScroller(views: 5, delegate: spy)
    scroller.scrollToView(at: 2)
    // View 2 is 14 columns wide; the middle of 80 columns is column 40.
    XCTAssertEqual(scroller.view(at: 2)?.frame, Rect(x: 33, y: 0, width: 14, height: 7))
    XCTAssertEqual(scroller.view(at: 0)?.frame.minX, 1)
    XCTAssertEqual(scroller.view(at: 4)?.frame.maxX, 79)
    XCTAssertEqual(spy.selected, [], "scrolling from code tells the delegate nothing")
  }

  func testAClickChoosesTheViewUnderItEvenOnePartlyOnScreen() async {
    let spy = SpyScrollerDelegate()
    let scroller = makeScroller(views: 5, delegate: spy, width: 30)
    // View 0 centred in 30 columns: it covers columns 8..<22, view 1 24..<38, cut at 30.
    XCTAssertEqual(scroller.visibleIndices, 0..<2)
    XCTAssertEqual(scroller.index(at: Point(x: 8, y: 3)), 0)
    XCTAssertEqual(scroller.index(at: Point(x: 21, y: 0)), 0)
    XCTAssertNil(scroller.index(at: Point(x: 22, y: 3)), "the gap between views")
    XCTAssertNil(scroller.index(at: Point(x: 7, y: 3)), "left of the first view")
    XCTAssertEqual(scroller.index(at: Point(x: 8, y: 6)), 0, "the view's bottom row")
    XCTAssertNil(scroller.index(at: Point(x: 8, y: 7)), "the marker row under the views")
    XCTAssertTrue(scroller.handleClick(at: Point(x: 29, y: 3)), "view 1, partly on screen")
    XCTAssertEqual(spy.selected, [1])
    XCTAssertEqual(scroller.centredIndex, 1, "the chosen view is centred")
    XCTAssertEqual(scroller.view(at: 1)?.frame.minX, 8)
    // Now view 0 is cut at the left edge: columns -8..<6 of the screen.
    XCTAssertTrue(scroller.handleClick(at: Point(x: 0, y: 1)))
    XCTAssertEqual(spy.selected, [1, 0])
    XCTAssertFalse(scroller.handleClick(at: Point(x: 23, y: 1)), "a gap chooses nothing")
    XCTAssertEqual(spy.selected, [1, 0])
  }

  func testArrowsMoveTheChoiceAndStopAtTheEnds() async {
    let spy = SpyScrollerDelegate()
    let scroller = makeScroller(views: 3, delegate: spy)
    XCTAssertTrue(scroller.handleKey(.left), "the key is the scroller's even at the end")
    XCTAssertEqual(spy.selected, [])
    XCTAssertTrue(scroller.handleKey(.right))
    XCTAssertTrue(scroller.handleKey(.right))
    XCTAssertTrue(scroller.handleKey(.right))
    XCTAssertEqual(spy.selected, [1, 2])
    XCTAssertEqual(scroller.centredIndex, 2)
    XCTAssertFalse(scroller.handleKey(.up), "↑ is not the scroller's")
  }

  func testWithoutAnAnswerTheInitialIndexIsZeroAndAnAnswerIsUsedOnce() async {
    let silent = SpyScrollerDelegate()
    XCTAssertEqual(silent.initialViewIndex(for: HorizontalScroller()), 0, "the extension's default")
    XCTAssertEqual(makeScroller(views: 5, delegate: silent).centredIndex, 0)

    let starter = StartingDelegate(initialIndex: 3)
    let scroller = makeScroller(delegate: starter)
    XCTAssertEqual(scroller.centredIndex, 3, "a delegate's own answer wins over the default")
    XCTAssertEqual(starter.initialIndexQuestions, 1)
    scroller.scrollToView(at: 1)
    scroller.reloadData()
    XCTAssertEqual(scroller.centredIndex, 1, "a reload keeps the place")
    XCTAssertEqual(starter.initialIndexQuestions, 1, "asked only on the first load")

    let farStarter = StartingDelegate(initialIndex: 99)
    let tooFar = makeScroller(delegate: farStarter)
    XCTAssertEqual(tooFar.centredIndex, 4, "an index past the end is pulled back")
  }

  func testAReloadAfterTheStripShrankPullsTheCentredIndexBack() async {
    let spy = SpyScrollerDelegate()
    let scroller = makeScroller(views: 5, delegate: spy)
    scroller.scrollToView(at: 4)
    spy.count = 3
    scroller.reloadData()
    XCTAssertEqual(scroller.centredIndex, 2)
    spy.count = 0
    scroller.reloadData()
    XCTAssertNil(scroller.centredIndex)
    XCTAssertEqual(scroller.visibleIndices, 0..<0)
    XCTAssertFalse(scroller.handleClick(at: Point(x: 40, y: 2)))
    XCTAssertFalse(scroller.handleKey(.right))
  }

  func testTheDelegateIsHeldWeakly() async {
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 80, height: 8))
    weak var released: SpyScrollerDelegate?
    do {
      let spy = SpyScrollerDelegate()
      released = spy
      scroller.delegate = spy
      XCTAssertNotNil(scroller.delegate)
    }
    XCTAssertNil(released, "the scroller did not keep its delegate alive")
    XCTAssertNil(scroller.delegate)
    scroller.reloadData()
    XCTAssertEqual(scroller.numberOfViews, 0, "no delegate: no views, no crash")
  }

  func testTheCentredViewIsMarkedWithoutColour() async {
    let spy = SpyScrollerDelegate()
    let scroller = makeScroller(views: 5, delegate: spy)
    scroller.scrollToView(at: 1)
    var canvas = Canvas(size: Size(width: 80, height: 8))
    scroller.render(into: &canvas)
    let rows = canvas.renderPlain().split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(rows.last?.firstIndex(of: "▲")?.utf16Offset(in: rows.last!), 40)
    XCTAssertTrue(
      scroller.subviews.allSatisfy { $0.frame.height == 7 }, "the views leave the marker's row")

    // Under four rows high (a 30x14 screen's strip) there is no room for a marker row:
    // the views keep every row and nothing is drawn over them.
    for height in [3, 2] {
      let short = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 80, height: height))
      short.delegate = spy
      short.reloadData()
      short.scrollToView(at: 1)
      var small = Canvas(size: Size(width: 80, height: height))
      short.render(into: &small)
      XCTAssertFalse(small.renderPlain().contains("▲"), "\(height) rows:\n" + small.renderPlain())
      XCTAssertFalse(short.subviews.isEmpty)
      XCTAssertTrue(
        short.subviews.allSatisfy { $0.frame.height == height },
        "\(height) rows: the views take them all")
    }
  }
}

/// Hands out plain views and records which it was asked for and what was chosen. It
/// does not answer `initialViewIndex(for:)`: the protocol's default does.
@MainActor
final class SpyScrollerDelegate: HorizontalScrollerDelegate {
  var count = 0
  private(set) var askedFor: [Int] = []
  private(set) var selected: [Int] = []

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    askedFor.append(index)
    return View()
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    selected.append(index)
  }
}

/// A delegate that answers the optional question.
@MainActor
private final class StartingDelegate: HorizontalScrollerDelegate {
  let initialIndex: Int
  private(set) var initialIndexQuestions = 0

  init(initialIndex: Int) { self.initialIndex = initialIndex }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { 5 }
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View { View() }
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {}

  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    initialIndexQuestions += 1
    return initialIndex
  }
}
