/// A rectangle on the screen that draws itself and holds subviews: the terminal's
/// `UIView`.
///
/// Frames are in the superview's coordinates. Drawing clips to the view's frame and to
/// every superview's, so a view can never paint outside its place.
///
/// ```swift
/// let box = View(frame: Rect(x: 2, y: 1, width: 20, height: 5))
/// box.backgroundColor = .blue
/// box.addSubview(Label(text: "Hello"))
/// ```
@MainActor
open class View: Responder {
  public var frame: Rect
  public private(set) var subviews: [View] = []
  public private(set) weak var superview: View?
  /// `nil` is transparent: the superview shows through.
  public var backgroundColor: Color?
  /// A line drawn along the inside of the frame, like `layer.borderWidth = 1`.
  public var hasBorder = false
  public var borderColor: Color?
  public var isHidden = false
  /// The controller whose root view this is; `nil` for every other view.
  weak var viewController: ViewController?

  public init(frame: Rect = .zero) {
    self.frame = frame
  }

  // snippet.viewNext
  /// UIKit's rule: a controller's root view hands keys to its controller; any other
  /// view, to its superview.
  open override var next: Responder? { viewController ?? superview }
  // snippet.end

  /// The view's own coordinate space: its size at origin zero.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  // snippet.tree
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// Places subviews for the current bounds. Called before every draw.
  open func layoutSubviews() {}

  /// Draws the view's own content. `rect` is the view's frame on the canvas;
  /// `clip` is the part of it that may be painted.
  open func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {}

  /// Moves an animation one step on. Returns whether anything visible changed.
  open func advanceAnimation() -> Bool { false }

  /// Lays out, fills, borders and draws this view and then its subviews, front last.
  public final func render(into canvas: inout Canvas, origin: Point = .zero, clip: Rect? = nil) {
    guard !isHidden else { return }
    let rect = frame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = rect.intersection(clip ?? canvas.bounds)
    guard !visible.isEmpty else { return }
    layoutSubviews()
    if let backgroundColor {
      canvas.fill(visible, background: backgroundColor)
    }
    if hasBorder {
      drawBorder(in: &canvas, rect: rect, clip: visible)
    }
    draw(in: &canvas, rect: rect, clip: visible)
    for subview in subviews {
      subview.render(into: &canvas, origin: rect.origin, clip: visible)
    }
  }
  // snippet.end

  /// Advances every animation in this view's tree; returns whether any changed.
  public final func advanceAnimations() -> Bool {
    var changed = isHidden ? false : advanceAnimation()
    for subview in subviews where !isHidden {
      changed = subview.advanceAnimations() || changed
    }
    return changed
  }

  private func drawBorder(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let style = Style(foreground: borderColor)
    let inner = String(repeating: "─", count: rect.width - 2)
    canvas.draw("┌" + inner + "┐", at: rect.origin, style: style, clip: clip)
    canvas.draw(
      "└" + inner + "┘", at: Point(x: rect.minX, y: rect.maxY - 1), style: style, clip: clip)
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      canvas.draw("│", at: Point(x: rect.minX, y: y), style: style, clip: clip)
      canvas.draw("│", at: Point(x: rect.maxX - 1, y: y), style: style, clip: clip)
    }
  }
}
