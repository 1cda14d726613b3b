import Adapter
import Command
import Decorator
import Facade
import Foundation
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 9: chapter 8's app (the strip of covers, the table, the saved
/// state, undo and redo) with its albums in an order the `o` key chooses. The screen
/// is the strategy's context: it holds the current order in `orders` and the albums
/// arranged by it in `arrangement`, and asks neither which order it is.
///
/// Positions (`selection`, the strip, "Album 2 of 5") count albums as shown; indices
/// (the commands, the state file) count them as the library keeps them.
@MainActor
public final class LibraryViewController: ViewController {
  public let library: Observer.LibraryAPI
  /// The orders the `o` key goes through, and the one shown.
  public internal(set) var orders: OrderCycle
  /// The library's albums in the current order: the strip shows them position by
  /// position.
  public internal(set) var arrangement: AlbumArrangement
  /// The album on screen, as its position in `arrangement`.
  public var selection: ListSelection
  /// Chapter 8's history: its commands speak of library indices.
  public internal(set) var history = CommandHistory<AlbumChange, LibraryError>()
  // snippet.end
  /// The table's data source and delegate: chapter 4's.
  public let rows = AlbumRowsDataSource()
  public let scroller = HorizontalScroller()
  public let dataTable = TableView()
  /// Chapter 6's notes line: where covers come from; it also makes the cover views.
  let coverLine: CoverLine
  /// What became of the saved state and the saved order: chapter 7's state line.
  public let stateLine = Label()
  /// Chapter 7's caretaker; `nil` when there is nowhere to keep the state.
  let stateStore: StateStore?
  /// Where the chosen order is kept, beside the state; `nil` with the state nowhere.
  let orderStore: OrderStore?
  /// The position the strip centres first: the restored one, or the first album.
  var restoredScrollerPosition = 0
  private var leaving: LifecycleObservation?

  private(set) lazy var undoItem = BarButtonItem.undo(for: self) { $0.undo() }
  private(set) lazy var redoItem = BarButtonItem.redo(for: self) { $0.redo() }
  private(set) lazy var orderItem = BarButtonItem(title: "", key: "o", target: self) {
    $0.showNextOrder()
  }
  private(set) lazy var deleteItem = BarButtonItem(title: "Delete", key: "d", target: self) {
    $0.deleteAlbum()
  }

  /// - Parameters:
  ///   - orders: the orders on offer, the first shown until one is chosen.
  ///   - stateFolder: where the state and the order are saved; `nil` saves nothing.
  public init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateFolder: URL?,
    orders: OrderCycle = OrderCycle()
  ) {
    self.library = library
    coverLine = CoverLine(library: library, sourceSummary: coverSourceSummary)
    self.orders = orders
    stateStore = stateFolder.map(StateStore.init(folder:))
    orderStore = stateFolder.map(OrderStore.init(folder:))
    arrangement = AlbumArrangement(of: library.albumLibrary.albums, in: orders.current)
    selection = ListSelection(count: arrangement.albums.count)
    super.init()
    title = "BlueLibrary · Chapter 9: Strategy"
    coverLine.screen = self
    rows.didChooseRow = { [unowned self] in statusText = "\($0.title): \($0.value)" }
    stateLine.text = stateFolder == nil ? "State: nowhere to keep it (no HOME)" : ""
    leaving = Application.observe(
      [Application.willTerminateNotification, Application.didEnterBackgroundNotification]
    ) { [weak self] _ in self?.saveState() }
  }

  public override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    rows.install(in: dataTable)
    view.addSubview(dataTable)
    stateLine.textColor = .gray
    view.addSubview(coverLine.label)
    view.addSubview(stateLine)
    toolbarItems = [undoItem, redoItem, orderItem, .flexibleSpace(), deleteItem]
    scroller.reloadData()
    showDataForAlbum(at: selection.index)
  }

  /// Chapter 6's layout, with chapter 7's state line under the notes.
  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    scroller.frame = Rect(
      x: 0, y: layout.cover.minY, width: view.bounds.width, height: layout.cover.height)
    dataTable.frame = layout.details
    coverLine.label.frame = layout.notes
    stateLine.frame = Rect(
      x: layout.notes.minX, y: layout.notes.maxY, width: layout.notes.width, height: 1)
    scroller.layoutSubviews()
    coverLine.refresh()
  }

  public override func handleKey(_ key: Key) -> Bool {
    scroller.handleKey(key) || dataTable.handleKey(key)
  }

  /// Shows the details of the album at `position` in the table (an empty table for
  /// `nil`), and enables the toolbar items that can work.
  public func showDataForAlbum(at position: Int?) {
    let albums = arrangement.albums
    if let position, albums.indices.contains(position) {
      rows.rows = albums[position].tableRepresentation()
      statusText = "Album \(position + 1) of \(albums.count) · o orders · d deletes · u undoes"
    } else {
      rows.rows = nil
      statusText = "No albums left · u undoes"
    }
    updateToolbarItems()
    dataTable.reloadData()
  }

  /// Enables exactly the toolbar items that can work, and names the order shown.
  func updateToolbarItems() {
    undoItem.isEnabled = history.canUndo
    redoItem.isEnabled = history.canRedo
    deleteItem.isEnabled = !arrangement.albums.isEmpty
    orderItem.title = "Order: " + orders.current.name
  }
}
