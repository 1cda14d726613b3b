import Adapter
import AppSupport
import Command
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 9: chapter 8's finished app, subclassed, with its albums in an
/// order the `o` key chooses. The screen is the strategy's client: it keeps the choice
/// in `orders` and, in chapter 8's one hook for what is shown, `arrangedIndices(of:)`,
/// hands the current order to an arrangement (the context), never asking which it is. Everything else (the
/// strip, the table, deleting and undoing, the memento's library indices) is chapter
/// 8's, which already speaks of positions on screen and indices in the library.
@MainActor
public final class LibraryViewController: Command.LibraryViewController {
  /// The orders the `o` key goes through, and the one shown.
  public internal(set) var orders: OrderCycle
  /// Where the chosen order is kept, beside the state; `nil` with the state nowhere.
  let orderStore: OrderStore?
  private(set) lazy var orderItem = BarButtonItem(title: "", key: "o", target: self) {
    $0.showNextOrder()
  }

  /// - Parameter orders: the orders on offer, the first shown until one is chosen.
  public init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?,
    orders: OrderCycle
  ) {
    self.orders = orders
    orderStore = stateStore.map { OrderStore(folder: $0.folder) }
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 9: Strategy"
  }

  /// The app's screen, with every order on offer.
  public required convenience init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    self.init(
      library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore,
      orders: OrderCycle())
  }

  /// Chapter 8's hook: the library indices in the current order.
  public override func arrangedIndices(of albums: [Album]) -> [Int] {
    AlbumArrangement(of: albums, in: orders.current).libraryIndices
  }
  // snippet.end

  /// The albums as shown, in the current order.
  public var arrangement: AlbumArrangement { shown }

  /// Chapter 8's toolbar with the order between Redo and Delete.
  public override func makeToolbarItems() -> [BarButtonItem] {
    [undoItem, redoItem, orderItem, .flexibleSpace(), deleteItem]
  }

  public override var keyHints: String { "o orders · d deletes · u undoes" }

  /// Chapter 8's items, and the order's name on its own.
  public override func updateToolbarItems() {
    orderItem.title = "Order: " + orders.current.name
    super.updateToolbarItems()
  }

  /// The saved order first, so the restored albums are arranged once, in it (the other
  /// way round shows the same screen after arranging them twice); then what chapter 7's
  /// caretaker found, through chapter 8; and what became of the order.
  public override func restoreSavedState(_ outcome: StateLoadOutcome) {
    let orderNote = restoreOrder()
    super.restoreSavedState(outcome)
    if let orderNote {
      KeptFile.notice("\(orderNote); the albums as added")
      stateLine.text += " · \(orderNote), as added"
    }
  }
}
