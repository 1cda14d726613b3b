/// Owns one screen's view and answers its keys: the terminal's `UIViewController`.
///
/// A subclass builds its views in `viewDidLoad()`, places them in
/// `viewWillLayoutSubviews()` and reacts to keys in `handleKey(_:)`. The window draws
/// the `title` above the view, the `statusText` below it and the `toolbarItems` at the
/// bottom, as a navigation controller and toolbar do on iOS.
@MainActor
open class ViewController: Responder {
  public let view = View()
  public var title = ""
  /// One line under the view, like a navigation item's prompt.
  public var statusText = ""
  public var toolbarItems: [BarButtonItem] = []
  public private(set) var isViewLoaded = false

  /// Tasks started with `startTask(_:)` that have not finished yet.
  private var runningTasks: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0
  /// Set by the window: asks for a redraw when a task finishes.
  var onNeedsDisplay: (@MainActor () -> Void)?
  /// The window this controller is the root of; set by the window.
  weak var rootOfWindow: Window?

  public override init() {
    super.init()
    view.viewController = self
  }

  // snippet.controllerNext
  /// UIKit's rule: a controller hands keys to its view's superview, or, as a window's
  /// root controller, to the window.
  open override var next: Responder? { view.superview ?? rootOfWindow }
  // snippet.end

  /// Calls `viewDidLoad()` the first time only.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    viewDidLoad()
  }

  /// Build the view hierarchy here.
  open func viewDidLoad() {}

  /// Place subviews for `view.bounds` here; called before every draw.
  open func viewWillLayoutSubviews() {}

  /// React to a key the toolbar did not take. Return whether it was used.
  open override func handleKey(_ key: Key) -> Bool { false }

  /// Runs asynchronous work on the main actor and redraws the screen when it ends.
  /// A scripted run waits for these tasks after each key, so its printed screen shows
  /// their outcome.
  public func startTask(_ operation: @escaping @MainActor () async -> Void) {
    let id = nextTaskID
    nextTaskID += 1
    runningTasks[id] = Task { @MainActor [weak self] in
      await operation()
      self?.runningTasks[id] = nil
      self?.onNeedsDisplay?()
    }
  }

  /// Waits until every task started with `startTask(_:)` has finished, including tasks
  /// those tasks start.
  public func waitForTasks() async {
    while let (_, task) = runningTasks.first {
      await task.value
    }
  }
}
