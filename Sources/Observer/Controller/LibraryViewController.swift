import Adapter
import Decorator
import Facade
import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 6: chapter 5's strip of covers, now with real pictures. Each
/// cover view asks for its picture by notification; the facade answers; this
/// controller only says, on the notes line, where covers come from and how they fared.
@MainActor
open class LibraryViewController: ViewController {
  public let library: LibraryAPI
  /// Where covers come from, in a few words: "the app's own server (loopback)".
  let coverSourceSummary: String
  /// The album on screen, kept inside the library as albums are deleted.
  public var selection: ListSelection
  public private(set) var currentAlbumData: [AlbumRow]?
  public let scroller = HorizontalScroller()
  public let dataTable = TableView()
  let coverLine = Label()
  public private(set) lazy var deleteItem = BarButtonItem(
    title: "Delete", key: "d", target: self
  ) { $0.deleteAlbum() }
  private var isWaitingForCovers = false

  public init(library: LibraryAPI, coverSourceSummary: String) {
    self.library = library
    self.coverSourceSummary = coverSourceSummary
    selection = ListSelection(count: library.albumLibrary.albums.count)
    super.init()
    title = "BlueLibrary · Chapter 6: Observer"
  }
  // snippet.end

  // The class is `open`: chapters 7 and 8 subclass this screen, each overriding only
  // what it changes (as UIKit apps subclass view controllers).

  open override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    setUpAlbumRowsTable(dataTable)
    view.addSubview(dataTable)
    coverLine.textColor = .gray
    view.addSubview(coverLine)
    toolbarItems = makeToolbarItems()
    scroller.reloadData()
    showDataForAlbum(at: selection.index)
  }

  /// The tutorial's toolbar: Undo (not working yet) on the left, Delete on the right.
  open func makeToolbarItems() -> [BarButtonItem] {
    [BarButtonItem(disabledTitle: "Undo", key: "u"), .flexibleSpace(), deleteItem]
  }

  /// Where the strip starts: the first cover. Chapter 5 leaves this optional method to
  /// the protocol's default; it is written here so that a subclass can override it. A
  /// default from a protocol extension is no method of the class, so a subclass's
  /// version of it would never be asked.
  open func initialViewIndex(for scroller: HorizontalScroller) -> Int { 0 }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  /// Shows the details of the album at `index` in the table (an empty table for `nil`
  /// or an index out of range), and enables the toolbar items that can work.
  public func showDataForAlbum(at index: Int?) {
    let albums = library.albumLibrary.albums
    if let index, albums.indices.contains(index) {
      currentAlbumData = albums[index].tableRepresentation()
      statusText = "Album \(index + 1) of \(albums.count) · " + keyHints
    } else {
      currentAlbumData = nil
      statusText = emptyLibraryNote
    }
    updateToolbarItems()
    dataTable.reloadData()
  }

  /// The keys the status line names after "Album 2 of 5".
  open var keyHints: String { "←/→ or a click move · ↑/↓ rows · d deletes" }

  /// What the status line says when no album is left.
  open var emptyLibraryNote: String { "No albums left" }

  /// Enables the toolbar items that can work: Delete while there is an album.
  open func updateToolbarItems() {
    deleteItem.isEnabled = !library.albumLibrary.albums.isEmpty
  }

  /// Deletes the album on screen; its neighbour becomes current.
  open func deleteAlbum() {
    let deleted: DeletedAlbum
    do {
      guard let done = try library.albumLibrary.deleteAlbum(selectedBy: &selection) else { return }
      deleted = done
    } catch {
      statusText = "Nothing deleted: \(error)"
      return
    }
    scroller.reloadData()
    if let current = selection.index { scroller.scrollToView(at: current) }
    showDataForAlbum(at: selection.index)
    statusText = "Deleted “\(deleted.title)” · " + statusText
    report(deleted.post, saying: "Deleted “\(deleted.title)”")
  }

  /// Online, says on the status line, after `said`, what became of a change's post
  /// once it is answered (the notes line belongs to the covers). The task is the
  /// controller's, so a scripted run waits for the post and prints the answer.
  public func report(_ post: Task<PostOutcome, Never>, saying said: String) {
    startTask { [weak self] in
      let outcome = await post.value
      guard outcome != .offline else { return }
      self?.statusText = "\(said) · \(outcome.summary)"
    }
  }

  open override func handleKey(_ key: Key) -> Bool {
    if scroller.handleKey(key) { return true }
    return dataTable.handleKey(key)
  }

  // snippet.layout
  /// Places the views and lets the strip make the cover views now on screen: each
  /// posts its request as it is made.
  open override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    scroller.frame = Rect(
      x: 0, y: layout.cover.minY, width: view.bounds.width, height: layout.cover.height)
    dataTable.frame = layout.details
    coverLine.frame = layout.notes
    scroller.layoutSubviews()
    updateCoverLine()
  }

  /// Keeps one task waiting while covers are on their way; the screen is redrawn when
  /// it ends.
  func waitForCoversOnTheirWay() {
    guard library.hasCoversOnTheirWay, !isWaitingForCovers else { return }
    isWaitingForCovers = true
    startTask { [weak self] in
      await self?.library.coversSettled()
      self?.isWaitingForCovers = false
      self?.updateCoverLine()
    }
  }
  // snippet.end

  /// Rewrites the notes line from the facade's cover status.
  func updateCoverLine() {
    coverLine.text = library.coverLineText(source: coverSourceSummary)
  }
}
