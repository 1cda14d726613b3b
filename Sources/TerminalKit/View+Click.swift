/// A view that reacts to a click, as a view with a tap gesture recogniser does on iOS.
@MainActor
public protocol ClickHandling: View {
  /// The user clicked `point`, in this view's own coordinates (its `bounds`).
  ///
  /// - Returns: whether the click was used; an unused click goes on to the superview.
  func handleClick(at point: Point) -> Bool
}

// snippet.deliverClick
extension View {
  /// Hands a click at `point` (in the superview's coordinates, like `frame`) to the
  /// frontmost visible view under it that handles clicks, then to that view's
  /// superviews in turn until one uses it: UIKit's hit-testing and responder chain in
  /// one walk.
  ///
  /// - Returns: whether a view used the click.
  public func deliverClick(at point: Point) -> Bool {
    guard !isHidden, frame.contains(point) else { return false }
    let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
    for subview in subviews.reversed() where subview.deliverClick(at: local) {
      return true
    }
    return (self as? any ClickHandling)?.handleClick(at: local) ?? false
  }
}
// snippet.end
