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
public final class LibraryViewController: ViewController {
  let library: LibraryAPI
  /// Where covers come from, in a few words: "the app's own server (loopback)".
  let coverSourceSummary: String
  var selection: ListSelection
  public private(set) var currentAlbumData: [AlbumRow]?
  let scroller = HorizontalScroller()
  let dataTable = TableView()
  let coverLine = Label()
  private var deleteItem: BarButtonItem?
  private var isWaitingForCovers = false

  public init(library: LibraryAPI, coverSourceSummary: String) {
    self.library = library
    self.coverSourceSummary = coverSourceSummary
    selection = ListSelection(count: library.albumLibrary.albums.count)
    super.init()
    title = "BlueLibrary · Chapter 6: Observer"
  }
  // snippet.end

  public override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    setUpAlbumRowsTable(dataTable)
    view.addSubview(dataTable)
    coverLine.textColor = .gray
    view.addSubview(coverLine)
    let delete = BarButtonItem(title: "Delete", key: "d", target: self) { $0.deleteAlbum() }
    deleteItem = delete
    toolbarItems = [BarButtonItem(disabledTitle: "Undo", key: "u"), .flexibleSpace(), delete]
    scroller.reloadData()
    showDataForAlbum(at: selection.index)
  }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  /// Shows the details of the album at `index` in the table.
  func showDataForAlbum(at index: Int?) {
    let albums = library.albumLibrary.albums
    if let index, albums.indices.contains(index) {
      currentAlbumData = albums[index].tableRepresentation()
      statusText =
        "Album \(index + 1) of \(albums.count) · ←/→ or a click move · ↑/↓ rows · d deletes"
    } else {
      currentAlbumData = nil
      statusText = "No albums left"
    }
    deleteItem?.isEnabled = !albums.isEmpty
    dataTable.reloadData()
  }

  /// Deletes the album on screen; its neighbour becomes current.
  func deleteAlbum() {
    guard let index = selection.index else { return }
    let deleted = library.albumLibrary.albums[index].title
    let post: Task<PostOutcome, Never>
    do {
      post = try library.albumLibrary.deleteAlbum(at: index)
    } catch {
      statusText = "Nothing deleted: \(error)"
      return
    }
    selection.updateCount(library.albumLibrary.albums.count)
    scroller.reloadData()
    if let current = selection.index { scroller.scrollToView(at: current) }
    showDataForAlbum(at: selection.index)
    statusText = "Deleted “\(deleted)” · " + statusText
    report(post, ofDeleting: deleted)
  }

  /// Online, says on the status line what became of the delete's post once it is
  /// answered (the notes line belongs to the covers). The task is the controller's,
  /// so a scripted run prints the answer.
  private func report(_ post: Task<PostOutcome, Never>, ofDeleting title: String) {
    startTask { [weak self] in
      let outcome = await post.value
      guard outcome != .offline else { return }
      self?.statusText = "Deleted “\(title)” · \(outcome.summary)"
    }
  }

  public override func handleKey(_ key: Key) -> Bool {
    if scroller.handleKey(key) { return true }
    return dataTable.handleKey(key)
  }

  // snippet.layout
  /// Places the views and lets the strip make the cover views now on screen: each
  /// posts its request as it is made.
  public override func viewWillLayoutSubviews() {
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
