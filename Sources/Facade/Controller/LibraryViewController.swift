import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 3: it reaches the library only through the facade,
/// `LibraryAPI`. It no longer knows there is a persistency manager, nor a server.
@MainActor
public final class LibraryViewController: ViewController {
  public let library: LibraryAPI
  /// The album on screen, kept inside the library as albums are deleted.
  public var selection: ListSelection
  /// The one cover view, hidden while the library is empty.
  let albumView = AlbumView(frame: .zero, albumCover: "")
  private let fieldsView = FieldsView()
  /// Where changes go: offline, or the server and what became of the newest post.
  public let serverStatus: ServerStatusLine
  private var deleteItem: BarButtonItem?

  /// - Parameter library: the facade; the app always passes `LibraryAPI.shared`.
  public init(library: LibraryAPI = .shared) {
    self.library = library
    selection = ListSelection(count: library.albums.count)
    serverStatus = ServerStatusLine(library: library)
    super.init()
    title = "BlueLibrary · Chapter 3: Facade"
  }
  // snippet.end

  public override func viewDidLoad() {
    view.addSubview(albumView)
    view.addSubview(fieldsView)
    view.addSubview(serverStatus.label)
    let undo = BarButtonItem(disabledTitle: "Undo", key: "u")  // chapter 8's Command
    let delete = BarButtonItem(title: "Delete", key: "d", target: self) {
      $0.deleteSelectedAlbum()
    }
    deleteItem = delete
    toolbarItems = [undo, .flexibleSpace(), delete]
    showAlbum(at: selection.index)
  }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  /// Shows the album at `index`; `nil` (the selection of an empty library) or an index
  /// out of range shows the empty library.
  func showAlbum(at index: Int?) {
    let albums = library.albums
    deleteItem?.isEnabled = !albums.isEmpty
    guard let index, albums.indices.contains(index) else {
      albumView.isHidden = true
      fieldsView.fields = [("", "The library is empty.")]
      statusText = "No albums left"
      return
    }
    let album = albums[index]
    albumView.coverUrl = album.coverUrl
    albumView.isHidden = false
    fieldsView.fields = AlbumFields.lines(for: album)
    statusText = "Album \(index + 1) of \(albums.count) · ←/→ move · d deletes"
  }

  /// ← and → move, stopping at the first and last album (the empty state is for an
  /// empty library only).
  public override func handleKey(_ key: Key) -> Bool {
    guard let step = key.albumStep else { return false }
    if selection.move(by: step) { showAlbum(at: selection.index) }
    return true
  }

  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    albumView.frame = layout.cover
    fieldsView.frame = layout.details
    serverStatus.label.frame = layout.notes
  }
}

// The delete is the protocol's default; the screen redraws the way it always does.
extension LibraryViewController: AlbumDeletingController {
  public func showSelectedAlbumAfterDeletion() { showAlbum(at: selection.index) }
}
