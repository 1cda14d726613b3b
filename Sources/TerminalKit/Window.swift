/// The whole screen: a title bar, the root view controller's view, a status line and a
/// toolbar, the way a navigation controller with a toolbar frames a screen on iOS.
///
/// The window turns keys into actions and the view tree into a `Canvas`. It knows
/// nothing of terminals, so tests drive it directly.
@MainActor
public final class Window: Responder {
  /// Below this size the window shows a notice instead of the app.
  public static let minimumSize = Size(width: 30, height: 14)

  public enum KeyOutcome: Equatable, Sendable {
    case handled
    /// Nobody wanted the key.
    case ignored
    /// The user asked to quit (`q` or Ctrl-C).
    case quit
  }

  public let rootViewController: ViewController
  public var size: Size
  private let titleBar = View()
  private let titleLabel = Label()
  private let statusLabel = Label()
  private let toolbar = Toolbar()
  /// The application, after the window in every chain: one window per program here,
  /// so the window holds it.
  public let application = ApplicationResponder()
  /// Where keys start; `nil` until a responder becomes first (`becomeFirstResponder()`),
  /// and again once it has left the window.
  public internal(set) weak var firstResponder: Responder?

  public init(rootViewController: ViewController, size: Size) {
    self.rootViewController = rootViewController
    self.size = size
    super.init()
    rootViewController.rootOfWindow = self
    rootViewController.loadViewIfNeeded()
    titleLabel.isBold = true
    titleBar.backgroundColor = .blue
    titleBar.addSubview(titleLabel)
    statusLabel.textColor = .yellow
  }

  /// Whether the screen is too small to show the app.
  public var isTooSmall: Bool {
    size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
  }

  // snippet.send
  /// Sends a key where it belongs. `q` and Ctrl-C quit, before anyone else hears them;
  /// only a first responder that takes typed characters (a `TextField` being edited)
  /// gets a `q`, as text.
  /// A click goes first to the view under it (see `View.deliverClick(at:)`).
  ///
  /// With a first responder, a key goes along its chain (`Responder.deliver(_:)`): the
  /// responder, its superviews, its controller, this window (the toolbar's keys), the
  /// application. With none, as in chapters 1 to 10 and 12, it goes to the toolbar,
  /// then to the root view controller.
  public func send(_ key: Key) -> KeyOutcome {
    if key == .interrupt { return .quit }
    if key == .character("q"), firstResponder?.acceptsTypedCharacters != true { return .quit }
    if isTooSmall { return .ignored }
    if let firstResponder, firstResponder.window !== self {
      self.firstResponder = nil  // as in UIKit: a responder that left the window is first no more
    }
    layoutRootView()
    if case .click(let point) = key {
      toolbar.frame = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
      if rootViewController.view.deliverClick(at: point) || toolbar.deliverClick(at: point) {
        return .handled
      }
    }
    toolbar.items = rootViewController.toolbarItems
    if let firstResponder {
      return firstResponder.deliver(key).handler == nil ? .ignored : .handled
    }
    if toolbar.handleKey(key) { return .handled }
    return rootViewController.handleKey(key) ? .handled : .ignored
  }

  /// UIKit's rule: after the window comes the application.
  public override var next: Responder? { application }

  /// In a chain, the window's own keys are the toolbar's.
  public override func handleKey(_ key: Key) -> Bool {
    toolbar.handleKey(key)
  }
  // snippet.end

  /// Lays the screen out for `size` and draws it.
  ///
  /// - Parameter visibleSize: when given, only the top-left part of the screen this big
  ///   is drawn: all that a smaller terminal can show.
  public func render(clippedTo visibleSize: Size? = nil) -> Canvas {
    let canvasSize = visibleSize.map {
      Size(width: min($0.width, size.width), height: min($0.height, size.height))
    }
    var canvas = Canvas(size: canvasSize ?? size)
    if isTooSmall {
      drawTooSmallNotice(on: &canvas)
      return canvas
    }
    let root = rootViewController
    let width = size.width
    titleLabel.text = root.title
    titleLabel.frame = Rect(x: 1, y: 0, width: width - 2, height: 1)
    titleBar.frame = Rect(x: 0, y: 0, width: width, height: 1)
    titleBar.render(into: &canvas)

    layoutRootView()
    root.view.render(into: &canvas)

    statusLabel.text = root.statusText
    statusLabel.frame = Rect(x: 1, y: size.height - 2, width: width - 2, height: 1)
    statusLabel.render(into: &canvas)

    toolbar.items = root.toolbarItems
    toolbar.frame = Rect(x: 0, y: size.height - 1, width: width, height: 1)
    toolbar.render(into: &canvas)
    return canvas
  }

  /// Gives the root view the screen between the title bar and the status line, and
  /// lets its controller place the subviews. Done before every key as well as every
  /// draw, so a key pressed before the first draw meets laid-out views.
  private func layoutRootView() {
    rootViewController.view.frame = Rect(x: 0, y: 1, width: size.width, height: size.height - 3)
    rootViewController.viewWillLayoutSubviews()
  }

  /// Moves every running animation one frame on; returns whether a redraw is needed.
  public func advanceAnimations() -> Bool {
    rootViewController.view.advanceAnimations()
  }

  /// Calls `handler` whenever a view controller's task finishes and the screen may
  /// have changed.
  public func onNeedsDisplay(_ handler: @escaping @MainActor () -> Void) {
    rootViewController.onNeedsDisplay = handler
  }

  private func drawTooSmallNotice(on canvas: inout Canvas) {
    let minimum = Self.minimumSize
    let lines = ["Too small", "Need \(minimum)", "q quits"]
    for (row, line) in lines.enumerated() where row < size.height {
      let label = Label(text: line, frame: Rect(x: 0, y: row, width: size.width, height: 1))
      label.render(into: &canvas)
    }
  }
}
