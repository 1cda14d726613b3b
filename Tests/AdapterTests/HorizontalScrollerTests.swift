import TerminalKit
import WorkbookTestSupport
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

/// What the strip should be, worked out plainly from its definition, step by step:
/// which view is centred, where each view stands, which are on screen, what is under
/// each point. The scroller is held to it over generated strips and steps.
private struct StripModel {
  var count = 0
  var centred: Int?
  var width: Int
  var height: Int
  var viewWidth: Int
  var spacing: Int
  var selected: [Int] = []

  var stride: Int { Swift.max(1, viewWidth + spacing) }
  var viewHeight: Int { height >= 4 ? height - 1 : height }
  var offset: Int { centred.map { $0 * stride + viewWidth / 2 - width / 2 } ?? 0 }
  /// The screen column where view `index` starts.
  func start(_ index: Int) -> Int { index * stride - offset }
  var visible: [Int] {
    guard width > 0, height > 0 else { return [] }
    return (0..<count).filter { start($0) < width && start($0) + viewWidth > 0 }
  }
  func index(at point: Point) -> Int? {
    guard (0..<width).contains(point.x), (0..<viewHeight).contains(point.y) else { return nil }
    return visible.first { (start($0)..<start($0) + viewWidth).contains(point.x) }
  }
}

/// One step a user or the app takes with the strip.
private enum StripStep: CustomStringConvertible {
  case reload(Int)
  case key(Key)
  case click(Int, Int)
  case scroll(Int)

  static let generator = Generators.oneOf([
    Generators.int(in: 0...12).map { StripStep.reload($0) },
    Generators.element(of: [Key.left, .right, .up]).map { StripStep.key($0) },
    Generators.int(in: -2...41).flatMap { x in
      Generators.int(in: -1...6).map { y in StripStep.click(x, y) }
    },
    Generators.int(in: -1...13).map { StripStep.scroll($0) },
  ])

  var description: String {
    switch self {
    case .reload(let count): "reload(\(count))"
    case .key(let key): "key(\(key))"
    case .click(let x, let y): "click(\(x),\(y))"
    case .scroll(let index): "scroll(\(index))"
    }
  }
}

extension HorizontalScrollerTests {
  /// Any strip (views 0 to 6 wide, gaps 0 to 3, so views that touch and views of no
  /// width, a screen 0 to 40 wide and 0 to 6 high) after any steps (reloads that grow or
  /// shrink it, arrows, clicks anywhere, scrolls from code): the scroller agrees with
  /// the plain model at every step, in the view it centres, the views it holds and
  /// where, the views it says are on screen, what each point is over, what it tells
  /// its delegate, and where it draws the marker.
  func testAnyStripAfterAnyStepsAgreesWithAPlainModel() {
    let strips = Generators.int(in: 0...40).flatMap { width in
      Generators.int(in: 0...6).flatMap { height in
        Generators.int(in: 0...6).flatMap { viewWidth in
          Generators.int(in: 0...3).flatMap { spacing in
            Generators.int(in: 0...12).flatMap { count in
              Generators.array(of: StripStep.generator, length: 0...12).map { steps in
                (width, height, viewWidth, spacing, count, steps)
              }
            }
          }
        }
      }
    }
    assertForAll(strips, runs: 400) { width, height, viewWidth, spacing, count, steps in
      let spy = SpyScrollerDelegate()
      spy.count = count
      let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: width, height: height))
      (scroller.viewWidth, scroller.spacing) = (viewWidth, spacing)
      try expectEqual(scroller.numberOfViews, 0, "views before the first load")
      try expectEqual(scroller.centredIndex, nil, "the centred view before the first load")
      try expectEqual(Array(scroller.visibleIndices), [], "views on screen before the first load")
      scroller.delegate = spy
      scroller.reloadData()
      var model = StripModel(
        count: count, centred: count > 0 ? 0 : nil, width: width, height: height,
        viewWidth: viewWidth, spacing: spacing)
      try expectAgreement(scroller, model, spy, after: "the first load")
      for (number, step) in steps.enumerated() {
        switch step {
        case .reload(let newCount):
          spy.count = newCount
          scroller.reloadData()
          model.count = newCount
          model.centred = newCount > 0 ? Swift.min(model.centred ?? 0, newCount - 1) : nil
        case .key(let key):
          let used = scroller.handleKey(key)
          let step = key == .left ? -1 : key == .right ? 1 : 0
          try expectEqual(used, step != 0 && model.centred != nil, "\(key) used")
          if step != 0, let index = model.centred, (0..<model.count).contains(index + step) {
            model.centred = index + step
            model.selected.append(index + step)
          }
        case .click(let x, let y):
          let chosen = model.index(at: Point(x: x, y: y))
          try expectEqual(
            scroller.handleClick(at: Point(x: x, y: y)), chosen != nil, "\(step) used")
          if let chosen {
            model.centred = chosen
            model.selected.append(chosen)
          }
        case .scroll(let index):
          scroller.scrollToView(at: index)
          if (0..<model.count).contains(index) { model.centred = index }
        }
        try expectAgreement(scroller, model, spy, after: "step \(number + 1), \(step)")
      }
    }
  }

  private func expectAgreement(
    _ scroller: HorizontalScroller, _ model: StripModel, _ spy: SpyScrollerDelegate,
    after moment: String
  ) throws {
    try expectEqual(scroller.numberOfViews, model.count, "views after \(moment)")
    try expectEqual(scroller.centredIndex, model.centred, "the centred view after \(moment)")
    try expectEqual(scroller.contentOffset, model.offset, "the left edge's column after \(moment)")
    try expectEqual(
      Array(scroller.visibleIndices), model.visible, "views on screen after \(moment)")
    try expectEqual(spy.selected, model.selected, "what the delegate was told after \(moment)")
    try expectEqual(
      scroller.subviews.map(\.frame).sorted { $0.minX < $1.minX },
      model.visible.map {
        Rect(x: model.start($0), y: 0, width: model.viewWidth, height: model.viewHeight)
      }, "the views held, and where, after \(moment)")
    for index in model.visible {
      try expectEqual(scroller.view(at: index)?.frame.minX, model.start(index), "view \(index)")
    }
    for y in -1...model.height {
      for x in -1...model.width {
        let point = Point(x: x, y: y)
        try expectEqual(
          scroller.index(at: point), model.index(at: point), "under \(point) after \(moment)")
      }
    }
    var canvas = Canvas(size: Size(width: model.width, height: model.height))
    scroller.render(into: &canvas)
    let rows = canvas.renderPlain().split(separator: "\n", omittingEmptySubsequences: false)
    let marker = rows.last.flatMap { row in
      row.firstIndex(of: "▲").map { row.distance(from: row.startIndex, to: $0) }
    }
    var expected: Int?
    if let centred = model.centred, model.viewHeight < model.height {
      let x = model.start(centred) + model.viewWidth / 2
      expected = (0..<model.width).contains(x) ? x : nil
    }
    try expectEqual(marker, expected, "the marker's column after \(moment)")
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
