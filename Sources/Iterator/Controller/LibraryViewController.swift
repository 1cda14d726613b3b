import Command
import Composite
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 13: chapter 10's shelves, subclassed, with a walk through
/// them. `w` gives the walk's next album and shows it (the outline follows it to its
/// shelf); `b` changes the order the next walk takes. The screen asks a walk for albums
/// and never looks at how the shelves hold them.
@MainActor
public final class LibraryViewController: Composite.LibraryViewController {
  /// The order of the next walk.
  public private(set) var order = WalkOrder.depthFirst
  /// The walk under way: `nil` before the first `w`, and after its last album.
  private var walk: WalkUnderWay?

  /// A walk, with how many albums it gave of how many its shelves held when it began.
  private struct WalkUnderWay {
    var albums: any IteratorProtocol<Album>
    var given = 0
    let count: Int
  }

  private(set) lazy var walkItem = BarButtonItem(title: "Walk", key: "w", target: self) {
    $0.walkOn()
  }
  private(set) lazy var orderItem = BarButtonItem(title: "", key: "b", target: self) {
    $0.changeOrder()
  }

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 13: Iterator"
  }
  // snippet.end

  /// Chapter 10's toolbar, then the walk and its order.
  public override func makeToolbarItems() -> [BarButtonItem] {
    super.makeToolbarItems() + [walkItem, orderItem]
  }

  public override var keyHints: String { "w walks · b changes the order · d deletes" }

  /// The order item names the order of the next walk; Walk needs an album to give.
  public override func updateToolbarItems() {
    orderItem.title = order == .depthFirst ? "Depth first" : "Shallowest first"
    walkItem.isEnabled = walk != nil || bookcase.shelves.albumCount > 0
    super.updateToolbarItems()
  }

  // snippet.walk
  /// `w`: the walk's next album, shown; a walk starts over the shelves as they are at
  /// that moment. The walk holds those shelves as they were (they are values), so an
  /// album deleted later still comes, and is said to be gone.
  func walkOn() {
    let shelves = bookcase.shelves
    var current = walk ?? WalkUnderWay(albums: order.walk(over: shelves), count: shelves.albumCount)
    guard let album = current.albums.next() else {
      walk = nil
      let albums = current.given == 1 ? "1 album" : "\(current.given) albums"
      statusText = "Walk ended: \(albums), \(order.name) · w walks again"
      updateToolbarItems()  // with the walk over, Walk needs an album on the shelves
      return
    }
    current.given += 1
    walk = current
    let said = "Walk, \(order.name): \(current.given) of \(current.count) · “\(album.title)”"
    guard let index = bookcase.library.albums.firstIndex(of: album) else {
      statusText = said + " · deleted since the walk began"
      return
    }
    showAlbum(at: index)
    statusText = said
  }
  // snippet.end

  /// `b`: the other order, for the next walk; the one under way ends.
  func changeOrder() {
    order = order.other
    walk = nil
    statusText = "Walks go \(order.name) now · w starts one"
    updateToolbarItems()
  }
}
