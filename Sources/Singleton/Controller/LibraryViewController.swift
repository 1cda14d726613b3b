import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 2: the library's five albums, one at a time.
///
/// It reads the albums from a `PersistencyManager` it makes itself, and that is the
/// smell of this step: the screen knows how albums are stored. Chapter 3 puts the
/// manager behind `LibraryAPI.shared`.
@MainActor
public final class LibraryViewController: ViewController {
  private let persistencyManager = PersistencyManager()
  /// The album on screen, kept inside the library: `nil` only for an empty one.
  private var selection: ListSelection
  /// The one cover view; each album sets its cover, as `UIImageView.image` is set.
  let albumView = AlbumView(frame: .zero, albumCover: "")
  private let fieldsView = FieldsView()

  public override init() {
    selection = ListSelection(count: persistencyManager.albums.count)
    super.init()
    title = "BlueLibrary · Chapter 2: Singleton"
  }
  // snippet.end

  public override func viewDidLoad() {
    view.addSubview(albumView)
    view.addSubview(fieldsView)
    // Undo waits for chapter 8's Command, Delete for chapter 3's facade.
    toolbarItems = [
      BarButtonItem(disabledTitle: "Undo", key: "u"),
      .flexibleSpace(),
      BarButtonItem(disabledTitle: "Delete", key: "d"),
    ]
    showAlbum(at: selection.index)
  }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  // snippet.showAlbum
  /// Shows the album at `index`, if there is one, and says which `LibraryAPI` this
  /// process is using: asked afresh each time, it is always the same instance.
  func showAlbum(at index: Int?) {
    let albums = persistencyManager.albums
    guard let index, albums.indices.contains(index) else { return }
    let album = albums[index]
    albumView.coverUrl = album.coverUrl
    fieldsView.fields = AlbumFields.lines(for: album)
    let api = LibraryAPI.shared
    statusText =
      "Album \(index + 1) of \(albums.count) · LibraryAPI.shared is instance "
      + "#\(api.instanceNumber) of \(LibraryAPI.instancesMade) · ←/→ move"
  }
  // snippet.end

  public override func handleKey(_ key: Key) -> Bool {
    guard let step = key.albumStep else { return false }
    if selection.move(by: step) { showAlbum(at: selection.index) }
    return true
  }

  public override func viewWillLayoutSubviews() {
    AlbumScreenLayout(bounds: view.bounds).place(cover: albumView, details: fieldsView)
  }
}
