import AppSupport
import Command
import Foundation
import Memento
import TerminalKit

extension LibraryViewController {
  // snippet.order
  /// The `o` key: the next order. Chapter 8 arranges the albums again; the album on
  /// screen stays the current album, now at its place in the new order, and the choice
  /// is saved at once.
  func showNextOrder() {
    orders.advance()
    rearrangeAlbums()
    statusText = "Order: \(orders.current.name) · " + statusText
    saveOrder()
  }
  // snippet.end

  // snippet.saveOrder
  /// Keeps the current order's id beside the state, and says so on the state line.
  func saveOrder() {
    guard let orderStore else { return }
    let order = orders.current
    let (_, said) = KeptFile.report(saving: "order") { () throws(KeptFileSaveError) in
      try orderStore.save(order)
    }
    stateLine.text = "State: " + said
  }

  /// Makes the saved order current, before the state's albums are put back (they are
  /// arranged then); what to tell the user when there is none to make.
  func restoreOrder() -> String? {
    switch orderStore?.load() ?? .nothingSaved {
    case .nothingSaved:
      return nil
    case .loaded(let id) where orders.choose(id: id):
      return nil
    case .loaded(let id):
      // Quoted, and each character past printable ASCII escaped as Swift writes it: a
      // stray control character in the file (U+009B too, which Swift's own quoting
      // leaves) cannot reach the terminal.
      let escaped = id.prefix(40).unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
      return "order \"\(escaped)\" unknown"
    case .setAside(let problem, let keptAs):
      return "order not restored: \(problem); \(KeptFileLoad<String>.keptAsText(keptAs))"
    }
  }
  // snippet.end
}
