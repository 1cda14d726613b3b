import TerminalKit

// snippet.protocol
/// What a `HorizontalScroller` asks of the object that fills it: the tutorial's
/// scroller delegate, one protocol for data and events alike.
///
/// Class-bound, because the scroller holds its delegate weakly, as UIKit views do.
@MainActor
public protocol HorizontalScrollerDelegate: AnyObject {
  /// How many views the strip holds. Asked on every `reloadData()`.
  func numberOfViews(in scroller: HorizontalScroller) -> Int
  /// The view at `index`. Asked only when that view comes on screen; the scroller
  /// keeps it while it stays there.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View
  /// The user chose the view at `index`: clicked it, or moved to it with ← or →.
  /// The scroller has already centred it.
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int)
  /// The view to centre when the scroller first loads. Optional: see the extension.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int
}

extension HorizontalScrollerDelegate {
  /// Swift's answer to an `@objc optional` requirement: a default in a protocol
  /// extension. A delegate that says nothing starts at the first view.
  public func initialViewIndex(for scroller: HorizontalScroller) -> Int { 0 }
}
// snippet.end

// snippet.scroller
/// A strip of equally wide views across the screen, the centred one being the chosen
/// one: the app's own reusable view. It knows nothing of albums: whatever its delegate
/// hands it, it lays out, scrolls and reports clicks on.
///
/// ```swift
/// scroller.delegate = controller
/// scroller.reloadData()
/// ```
@MainActor
public final class HorizontalScroller: View, ClickHandling {
  public weak var delegate: (any HorizontalScrollerDelegate)?
  /// How wide each view is, in columns.
  public var viewWidth = 14
  /// The columns between two views.
  public var spacing = 2
  public private(set) var numberOfViews = 0
  /// Which view is centred; `nil` while there are none.
  private var centred = ListSelection(count: 0)
  /// The views on screen, by index: asked for once each time they come into view.
  private var loadedViews: [Int: View] = [:]
  private var hasAskedForInitialIndex = false

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }
  // snippet.end

  /// The index of the centred view; `nil` while there are none.
  public var centredIndex: Int? { centred.index }

  /// The distance from the start of one view to the start of the next.
  private var stride: Int { max(1, viewWidth + spacing) }

  /// The strip's column shown at the left edge: whatever centres the centred view,
  /// so it is negative when the first views are centred.
  public var contentOffset: Int {
    guard let index = centred.index else { return 0 }
    return index * stride + viewWidth / 2 - bounds.width / 2
  }

  // snippet.reload
  /// Asks the delegate again how many views there are and forgets the views it gave.
  /// The first time, it also asks which view to centre; later the centred index stays,
  /// pulled back into the strip if the strip became shorter.
  public func reloadData() {
    loadedViews.values.forEach { $0.removeFromSuperview() }
    loadedViews = [:]
    numberOfViews = max(0, delegate?.numberOfViews(in: self) ?? 0)
    if !hasAskedForInitialIndex, let delegate {
      hasAskedForInitialIndex = true
      centred = ListSelection(count: numberOfViews, index: delegate.initialViewIndex(for: self))
    } else {
      centred.updateCount(numberOfViews)
    }
    loadVisibleViews()
  }
  // snippet.end

  /// Centres the view at `index`, if the strip has one there. The delegate is not told:
  /// whoever calls this knows.
  public func scrollToView(at index: Int) {
    centred.select(index)
    loadVisibleViews()
  }

  /// The view at `index` while it is on screen; `nil` for one scrolled out of sight.
  public func view(at index: Int) -> View? {
    loadedViews[index]
  }

  /// The indices of the views that are at least partly on screen.
  public var visibleIndices: Range<Int> {
    guard !bounds.isEmpty else { return 0..<0 }
    let offset = contentOffset
    // View i covers columns i * stride ..< i * stride + viewWidth of the strip.
    let first = max(0, Self.floorDivide(offset - viewWidth, by: stride) + 1)
    let end = min(numberOfViews, Self.floorDivide(offset + bounds.width - 1, by: stride) + 1)
    return first..<max(first, end)
  }

  // snippet.select
  /// ← and → choose the neighbouring view; other keys are not the scroller's.
  public override func handleKey(_ key: Key) -> Bool {
    let steps: [Key: Int] = [.left: -1, .right: 1]
    guard let step = steps[key], let index = centred.index else { return false }
    if (0..<numberOfViews).contains(index + step) { select(index + step) }
    return true
  }

  /// A click on a view chooses it, even one only partly on screen; a click between
  /// views, or under them, chooses nothing.
  public func handleClick(at point: Point) -> Bool {
    guard let index = index(at: point) else { return false }
    select(index)
    return true
  }

  /// The index of the view under `point` (in the scroller's coordinates), if any: not
  /// in a gap, and not on the row under the views that marks the centred one.
  public func index(at point: Point) -> Int? {
    guard bounds.contains(point), point.y < viewHeight else { return nil }
    let column = point.x + contentOffset
    let index = Self.floorDivide(column, by: stride)
    guard (0..<numberOfViews).contains(index), column - index * stride < viewWidth else {
      return nil
    }
    return index
  }

  /// Centres the chosen view, then tells the delegate.
  private func select(_ index: Int) {
    centred.select(index)
    loadVisibleViews()
    delegate?.horizontalScroller(self, didSelectViewAt: index)
  }
  // snippet.end

  public override func layoutSubviews() {
    loadVisibleViews()
  }

  // snippet.load
  /// Drops the views that left the screen, asks the delegate for the ones that came
  /// onto it, and places them all.
  private func loadVisibleViews() {
    let visible = visibleIndices
    for index in loadedViews.keys where !visible.contains(index) {
      loadedViews.removeValue(forKey: index)?.removeFromSuperview()
    }
    guard let delegate else { return }
    for index in visible {
      let view = loadedViews[index] ?? delegate.horizontalScroller(self, viewAt: index)
      if loadedViews[index] == nil {
        loadedViews[index] = view
        addSubview(view)
      }
      view.frame = Rect(
        x: index * stride - contentOffset, y: 0, width: viewWidth, height: viewHeight)
    }
  }
  // snippet.end

  /// The views' height: all but the bottom row, which marks the centred view, when
  /// there is room for both.
  private var viewHeight: Int { bounds.height >= 4 ? bounds.height - 1 : bounds.height }

  /// Marks the centred view with a ▲ under it, legible without colour too.
  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard let index = centred.index, viewHeight < bounds.height else { return }
    let x = rect.minX + index * stride - contentOffset + viewWidth / 2
    canvas.draw(
      "▲", at: Point(x: x, y: rect.maxY - 1), style: Style(foreground: .yellow), clip: clip)
  }

  /// Division rounding towards minus infinity, for columns left of the strip's start.
  private static func floorDivide(_ value: Int, by divisor: Int) -> Int {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }
}
