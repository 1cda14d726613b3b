import Decorator
import Facade
import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 5: a strip of covers on top, the chosen album's details in
/// the table below, the toolbar at the bottom.
///
/// The strip is a `HorizontalScroller`, a view that has never heard of albums. This
/// controller adapts itself to the scroller's protocol (in
/// `LibraryViewController+HorizontalScrollerDelegate.swift`), as chapter 4's table
/// is filled by its data source.
///
/// This is the last screen written anew: chapter 6 hands it other cover views and
/// another notes line, and chapters 7 and 8 subclass it (see `open` below).
@MainActor
open class LibraryViewController: ViewController {
  /// The album on screen, moving and deleting: chapter 3's.
  public let browser: AlbumBrowser
  /// The table's data source and delegate: chapter 4's.
  public let rows = AlbumRowsDataSource()
  public let scroller = HorizontalScroller()
  public let dataTable = TableView()
  /// The bottom line: the server's, unless the screen was made with another.
  public let notes: any NotesLine
  /// A cover view for an album, not yet highlighted.
  let makeCoverView: (Album) -> AlbumView
  public private(set) lazy var deleteItem = BarButtonItem(
    title: "Delete", key: "d", target: self
  ) { $0.deleteAlbum() }

  /// - Parameters:
  ///   - library: the facade; the app passes `LibraryAPI.shared`.
  ///   - notes: the bottom line; chapter 3's server line unless told otherwise.
  ///   - makeCoverView: the strip's cover views; chapter 1's unless told otherwise.
  public init(
    library: LibraryAPI = .shared, notes: (any NotesLine)? = nil,
    makeCoverView: @escaping (Album) -> AlbumView = {
      AlbumView(frame: .zero, albumCover: $0.coverUrl)
    }
  ) {
    browser = AlbumBrowser(library: library)
    self.notes = notes ?? ServerStatusLine(library: library)
    self.makeCoverView = makeCoverView
    super.init()
    title = "BlueLibrary · Chapter 5: Adapter"
    browser.libraryDidChange = { [unowned self] in reloadAfterLibraryChange() }
    rows.didChooseRow = { [unowned self] in statusText = "\($0.title): \($0.value)" }
  }

  open override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    rows.install(in: dataTable)
    view.addSubview(dataTable)
    view.addSubview(notes.label)
    toolbarItems = makeToolbarItems()
    scroller.reloadData()
    showDataForCurrentAlbum()
  }
  // snippet.end

  /// The tutorial's toolbar: Undo (not working yet) on the left, Delete on the right.
  open func makeToolbarItems() -> [BarButtonItem] {
    BarButtonItem.toolbar(delete: deleteItem)
  }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { browser.current?.index }

  /// Shows the current album's details in the table (an empty table when no album is
  /// shown: an empty library, or, in a later chapter, none shown), and enables the
  /// toolbar items that can work.
  public func showDataForCurrentAlbum() {
    let current = browser.current
    if let position = stripPosition(ofAlbumAt: current?.index) {
      rows.rows = current?.album.tableRepresentation()
      statusText = "Album \(position + 1) of \(numberOfAlbumsShown) · " + keyHints
    } else {
      rows.rows = nil
      statusText = emptyLibraryNote
    }
    updateToolbarItems()
    dataTable.reloadData()
  }

  /// The keys the status line names after "Album 2 of 5".
  open var keyHints: String { "←/→ or a click move · ↑/↓ rows · d deletes" }

  /// What the status line says when no album is left.
  open var emptyLibraryNote: String { "No albums left" }

  /// Enables the toolbar items that can work: Delete while an album is on screen.
  open func updateToolbarItems() {
    deleteItem.isEnabled = stripPosition(ofAlbumAt: browser.current?.index) != nil
  }

  // snippet.delete
  /// Deletes the album on screen through chapter 3's browser, which redraws the screen
  /// (below); the notes line follows the post.
  open func deleteAlbum() {
    guard let deleted = browser.deleteCurrentAlbum(on: self) else { return }
    notes.follow(deleted.post, saying: "Deleted “\(deleted.album.title)”", for: self)
  }

  /// The one redraw after the library changed: the strip reloads around the current
  /// album, and the table shows it.
  open func reloadAfterLibraryChange() {
    scroller.reloadData()
    if let position = stripPosition(ofAlbumAt: browser.current?.index) {
      scroller.scrollToView(at: position)
    }
    showDataForCurrentAlbum()
  }
  // snippet.end

  // snippet.keys
  /// ← and → go to the scroller, which moves and tells its delegate, this controller,
  /// exactly as a click does. ↑, ↓ and Enter go to the table.
  open override func handleKey(_ key: Key) -> Bool {
    if scroller.handleKey(key) { return true }
    if key == .enter && dataTable.highlightedRow == nil && rows.rows != nil {
      statusText = "Choose a row with ↑/↓ first, then Enter"
      return true
    }
    return dataTable.handleKey(key)
  }
  // snippet.end

  // snippet.positions
  /// How many albums the strip shows, and where each stands on it. Here it shows every
  /// album in the library's order, so a place on the strip is an index in the library;
  /// the strip's answers and the status line ask these three rather than assume it, so
  /// that chapter 8's screen can let a later chapter show the albums in another order
  /// (chapter 9) without writing the answers again.
  open var numberOfAlbumsShown: Int { browser.albums.count }

  /// The place on the strip of the album at `libraryIndex`; `nil` when it is not shown.
  open func stripPosition(ofAlbumAt libraryIndex: Int?) -> Int? { libraryIndex }

  /// The library index of the album at `position` on the strip; `nil` for none.
  open func libraryIndex(ofAlbumAt position: Int?) -> Int? { position }
  // snippet.end

  // snippet.initialIndex
  /// Where the strip starts: the first cover. The protocol's default would say the
  /// same, but a default from a protocol extension is no method of this class, so a
  /// subclass's version would never be asked: written here, `open`, chapter 7's
  /// screen can override it.
  open func initialViewIndex(for scroller: HorizontalScroller) -> Int { 0 }
  // snippet.end

  /// Places the views, lets the strip make the cover views now on screen, and has the
  /// notes line rewritten.
  open override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    scroller.frame = Rect(
      x: 0, y: layout.cover.minY, width: view.bounds.width, height: layout.cover.height)
    dataTable.frame = layout.details
    notes.label.frame = layout.notes
    scroller.layoutSubviews()
    notes.refresh()
  }
}
