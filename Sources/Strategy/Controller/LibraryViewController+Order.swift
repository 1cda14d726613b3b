import Adapter
import Facade
import Foundation
import Observer
import TerminalKit

extension LibraryViewController {
  // snippet.order
  /// The `o` key: the next order. The album on screen stays the current album, now at
  /// its place in the new order, and the choice is saved at once.
  func showNextOrder() {
    let current = arrangement.libraryIndex(atPosition: selection.index)
    orders.advance()
    rearrange { $0.position(ofLibraryIndex: current) }
    statusText = "Order: \(orders.current.name) · " + statusText
    saveOrder()
  }

  /// Arranges the library's albums again by the current order, makes the album at the
  /// position `current` picks the current album (the first, for `nil`), and shows the
  /// strip and the table as they now are.
  func rearrange(selecting current: (AlbumArrangement) -> Int?) {
    arrangement = AlbumArrangement(of: library.albumLibrary.albums, in: orders.current)
    selection = ListSelection(count: arrangement.albums.count, index: current(arrangement) ?? 0)
    guard isViewLoaded else { return }
    scroller.reloadData()
    if let position = selection.index { scroller.scrollToView(at: position) }
    showDataForAlbum(at: selection.index)
  }
  // snippet.end

  // snippet.saveOrder
  /// Keeps the current order's id beside the state, and says so on the state line.
  func saveOrder() {
    guard let orderStore else { return }
    do {
      try orderStore.save(orders.current)
      stateLine.text = "State: order saved"
    } catch {
      FileHandle.standardError.write(Data("warning: order not saved: \(error)\n".utf8))
      stateLine.text = "State: order not saved: \(error)"
    }
  }

  /// Makes the saved order current; what to tell the user when there is none to make.
  /// Called at launch, before the state is restored, so the restored albums are shown
  /// in it at once.
  func restoreOrder() -> String? {
    switch orderStore?.load() ?? .nothingSaved {
    case .nothingSaved:
      return nil
    case .saved(let id) where orders.choose(id: id):
      rearrange { _ in 0 }
      return nil
    case .saved(let id):
      // Quoted and escaped, as Swift writes a string: a stray control character in
      // the file cannot reach the terminal.
      return "order \(String(reflecting: String(id.prefix(40)))) unknown"
    case .unreadable(let reason):
      return "order file \(reason)"
    }
  }
  // snippet.end
}
