import TerminalKit

/// The terminal screen of `workbook watch`: the progress bar, the exercise and its
/// file, the verdict with the first failing check, and the keys on the toolbar. A
/// TerminalKit controller, so it gets what every chapter program has: the alternate
/// screen put back on every way out, `NO_COLOR`, resizing.
@MainActor
final class WatchViewController: ViewController {
  private let session: WatchSession
  private let progressLabel = Label()
  private let spinner = ActivityIndicatorView()
  private let body = LinesView()
  private lazy var nextItem = BarButtonItem(title: "Next", key: "n", target: self) {
    $0.openNext()
  }
  private var watching: Task<Void, Never>?
  /// Stops the check under way, and removes its folders, when the screen closes.
  private var leaving: LifecycleObservation?
  /// A save during a check asks for one more check when it ends.
  private var checkAgain = false

  init(session: WatchSession) {
    self.session = session
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(progressLabel)
    view.addSubview(spinner)
    view.addSubview(body)
    progressLabel.isBold = true
    toolbarItems = [
      BarButtonItem(title: "Hint", key: "h", target: self) { $0.toggle(.hint) },
      nextItem,
      BarButtonItem(title: "List", key: "l", target: self) { $0.toggle(.list) },
      BarButtonItem(title: "Re-check", key: "r", target: self) { $0.check() },
      .flexibleSpace(),
      BarButtonItem(title: "Quit", key: "q", target: self) { _ in },
    ]
    // However the screen closes (q, Ctrl-C, SIGTERM), the check under way is stopped, not
    // left to run on, and its folders go.
    leaving = Application.observe([Application.willTerminateNotification]) { _ in
      Interruption.stopEverything()
    }
    check()
    // Polled on the main actor: reading a few small files 20 times a second is cheap
    // (100 while a change settles), and a detected save starts a check like `r` does.
    watching = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(Int(self?.session.pollDelayMilliseconds ?? 50)))
        guard let self else { return }
        if self.session.pollForChanges() { self.check() }
      }
    }
  }

  override func viewWillLayoutSubviews() {
    let width = view.bounds.width
    let screen = session.screen
    title = screen.title
    progressLabel.text = screen.progressBar(width: width - 4)
    progressLabel.frame = Rect(x: 1, y: 1, width: width - 4, height: 1)
    spinner.frame = Rect(x: width - 2, y: 1, width: 1, height: 1)
    body.lines = screen.bodyLines()
    body.firstRow = screen.firstRow
    body.frame = Rect(x: 1, y: 3, width: width - 2, height: max(0, view.bounds.height - 3))
    nextItem.isEnabled = screen.canOpenNext
    statusText =
      screen.isChecking ? "Checking…" : "Watching for saves. Edit the file, save, read the verdict."
  }

  override func handleKey(_ key: Key) -> Bool {
    switch key {
    // A body taller than the screen (the list, in a short terminal) scrolls.
    case .down, .space:
      session.scroll(by: key == .space ? body.frame.height - 1 : 1, lastFirstRow: body.lastFirstRow)
    case .up: session.scroll(by: -1, lastFirstRow: body.lastFirstRow)
    // `n` lands here while its item is disabled: say why it does nothing.
    case .character("n"): openNext()
    default: return false
    }
    return true
  }

  private func toggle(_ mode: WatchScreen.Mode) { session.toggle(mode) }

  private func openNext() {
    if session.openNext() { check() }
  }

  private func check() {
    guard !session.screen.isChecking else {
      checkAgain = true
      return
    }
    spinner.startAnimating()
    startTask { [session] in
      _ = await session.check()
      self.spinner.stopAnimating()
      if self.checkAgain {
        self.checkAgain = false
        self.check()
      }
    }
  }
}

/// Lines of text, long ones wrapped at spaces to the width: the body of the watch
/// screen. Taller than its frame, it shows the rows from `firstRow` and says on its
/// last row how many more there are and which keys scroll.
@MainActor
final class LinesView: View {
  var lines: [String] = []
  var firstRow = 0

  /// The largest `firstRow` that still fills the view: 0 when everything fits.
  var lastFirstRow: Int {
    Self.lastFirstRow(rowCount: wrappedRows(width: bounds.width).count, height: bounds.height)
  }

  private func wrappedRows(width: Int) -> [String] {
    lines.flatMap { Self.wrap($0, toWidth: width) }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let rows = Self.visibleRows(
      wrappedRows(width: rect.width), height: rect.height, firstRow: firstRow)
    for (row, line) in rows.enumerated() {
      canvas.draw(
        Label.truncate(line, toWidth: rect.width), at: Point(x: rect.minX, y: rect.minY + row),
        style: .plain, clip: clip)
    }
  }

  /// The rows that fit in `height` from `firstRow` on (kept within the rows): all of
  /// them when they fit, else `height - 1` of them and a last row that says what is
  /// below or above and how to scroll there.
  static func visibleRows(_ rows: [String], height: Int, firstRow: Int) -> [String] {
    guard rows.count > height, height >= 2 else { return Array(rows.prefix(max(0, height))) }
    let first = max(0, min(firstRow, lastFirstRow(rowCount: rows.count, height: height)))
    let shown = rows[first..<(first + height - 1)]
    let below = rows.count - first - shown.count
    let back = first > 0 ? "↑ scrolls back" : nil
    let more = below > 0 ? "… \(below) more below: ↓ or space scrolls" : nil
    return shown + [[more, back].compactMap { $0 }.joined(separator: "; ")]
  }

  static func lastFirstRow(rowCount: Int, height: Int) -> Int {
    rowCount > height && height >= 2 ? rowCount - (height - 1) : 0
  }

  /// `line` in rows of at most `width` characters, broken at spaces where it can be,
  /// each continuation indented as the line is.
  static func wrap(_ line: String, toWidth width: Int) -> [String] {
    guard width > 8, line.count > width else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    var rows: [String] = []
    var rest = Substring(line)
    while rest.count > width {
      let limit = rest.index(rest.startIndex, offsetBy: width)
      // A space just past the width ends a row that fits exactly.
      let space = rest[...limit].lastIndex(of: " ").flatMap {
        $0 > rest.index(rest.startIndex, offsetBy: indent.count) ? $0 : nil
      }
      let end = space ?? limit
      rows.append(String(rest[..<end]))
      rest = indent + rest[end...].drop { $0 == " " }
    }
    return rows + [String(rest)]
  }
}
