import Adapter
import Command
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 11: chapter 8's finished app, subclassed, with keys that find
/// their handler. The strip and the table each sit in a `FocusPanel`; keys start at the
/// focused one and go up the responder chain: the panel, the screen's view, this
/// controller (Tab), the window (the toolbar's keys), the application, and the report
/// at the end, which says where an unused key went.
@MainActor
public final class LibraryViewController: Command.LibraryViewController {
  public private(set) lazy var coversPanel = FocusPanel(
    name: "covers", keyHint: "←/→ move", content: scroller)
  public private(set) lazy var detailsPanel = FocusPanel(
    name: "details", keyHint: "↑/↓ rows · Enter chooses", content: dataTable)
  /// The last responder of every chain: kept here, since the application holds it weakly.
  public let report = UnhandledKeyReport()

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 11: Chain of Responsibility"
    report.onReport = { [unowned self] in statusText = $0 }
  }
  // snippet.end

  // snippet.focus
  /// The panels Tab goes through, in order.
  var focusRing: [FocusPanel] { [coversPanel, detailsPanel] }

  /// The controller's one key: Tab moves the focus to the next panel. Every other key
  /// goes on to the window.
  public override func handleKey(_ key: Key) -> Bool {
    guard key == .tab else { return false }
    let focused = focusRing.firstIndex { $0.isFirstResponder } ?? -1
    let panel = focusRing[(focused + 1) % focusRing.count]
    panel.becomeFirstResponder()
    statusText = "Focus: \(panel.name) · \(panel.keyHint) · Tab moves on"
    return true
  }
  // snippet.end

  public override var responderName: String { "screen" }

  public override var keyHints: String { "Tab moves the focus · d deletes · u undoes" }

  // snippet.layout
  /// Chapter 8's views, each put in its panel.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(coversPanel)
    view.addSubview(detailsPanel)
  }

  /// Chapter 8's layout, with each panel one cell around its content. The first layout
  /// in a window gives the application its delegate, the report, and the covers the
  /// focus, as an iOS screen takes it when it appears.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let layout = AlbumScreenLayout(bounds: view.bounds)
    let width = view.bounds.width
    coversPanel.frame = Rect(
      x: 0, y: layout.cover.minY - 1, width: width, height: layout.cover.height + 2)
    scroller.frame = Rect(x: 1, y: 1, width: width - 2, height: layout.cover.height)
    scroller.layoutSubviews()
    detailsPanel.frame = Rect(
      x: 0, y: layout.details.minY - 1, width: width, height: layout.details.height + 2)
    dataTable.frame = Rect(
      x: layout.details.minX, y: 1, width: layout.details.width, height: layout.details.height)
    if let window, window.firstResponder == nil {
      window.application.delegate = report
      coversPanel.becomeFirstResponder()
    }
  }
  // snippet.end
}
