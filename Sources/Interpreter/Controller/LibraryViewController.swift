import Adapter
import Command
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 15: chapter 8's finished app, subclassed, with a search typed
/// after `/`. The screen is the interpreter's client: it hands the typed text to
/// `QueryParser`, keeps the tree it gets back, and in chapter 8's one hook for what is
/// shown, `arrangedIndices(of:)`, asks the tree about each album. It never looks inside
/// the tree: which rules the search used is the tree's business.
@MainActor
public final class LibraryViewController: Command.LibraryViewController {
  /// The search in force; the empty search, which finds every album, until one is typed.
  public private(set) var search: any AlbumQuery = AllOf([])
  let searchBar = SearchBar()

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 15: Interpreter"
    searchBar.field.onReturn = { [unowned self] in searchTyped($0) }
    searchBar.field.onCancel = { [unowned self] in
      searchBar.endEditing()
      statusText = "Search left as it was · " + keyHints
    }
  }

  /// Chapter 8's hook: the albums the search finds, in the library's order.
  public override func arrangedIndices(of albums: [Album]) -> [Int] {
    albums.indices.filter { search.matches(albums[$0]) }
  }
  // snippet.end

  // snippet.typed
  /// Enter in the search field: the text read into a tree and, when it reads, the tree
  /// made the search in force and the albums arranged again. A text that does not read
  /// stays in the field, and the status line says where and why.
  func searchTyped(_ text: String) {
    do {
      search = try QueryParser.parse(text)
    } catch {
      statusText = "Search not understood, \(error)"
      return
    }
    searchBar.endEditing()
    rearrangeAlbums()
  }
  // snippet.end

  /// `/` opens the search field, holding the search in force as it was understood.
  public override func handleKey(_ key: Key) -> Bool {
    guard key == .character("/") else { return super.handleKey(key) }
    searchBar.beginEditing(with: search.queryText)
    statusText = "Type a search · Enter searches · Esc leaves it · an empty one finds all"
    return true
  }

  public override func makeExtraLine() -> View? { searchBar }

  public override var keyHints: String { "/ searches · d deletes · u undoes" }

  public override var emptyLibraryNote: String {
    browser.albums.isEmpty ? super.emptyLibraryNote : "No album found · / searches again"
  }

  /// Chapter 8's items; the search line says what is in force after every change.
  public override func updateToolbarItems() {
    super.updateToolbarItems()
    let found = "\(shown.albums.count) of \(browser.albums.count) albums"
    let text = search.queryText
    searchBar.summary.text =
      text.isEmpty ? "Search: none, \(found) · / types one" : "Search: \(text) · \(found)"
  }
}
