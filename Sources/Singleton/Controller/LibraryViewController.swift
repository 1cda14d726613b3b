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
  public private(set) var currentAlbumIndex = 0
  private(set) var albumView: AlbumView?
  private let fieldsView = FieldsView()

  public override init() {
    super.init()
    title = "BlueLibrary · Chapter 2: Singleton"
  }
  // snippet.end

  public override func viewDidLoad() {
    view.addSubview(fieldsView)
    toolbarItems = [
      BarButtonItem(title: "Undo", key: "u", target: self) { $0.statusText = "Nothing to undo." },
      .flexibleSpace(),
      BarButtonItem(title: "Delete", key: "d", target: self) {
        $0.statusText = "Deleting arrives with the facade, in chapter 3."
      },
    ]
    toolbarItems.forEach { $0.isEnabled = false }
    showAlbum(at: 0)
  }

  // snippet.showAlbum
  /// Shows the album at `index`, if there is one, and says which `LibraryAPI` this
  /// process is using: asked afresh each time, it is always the same instance.
  func showAlbum(at index: Int) {
    let albums = persistencyManager.albums
    guard albums.indices.contains(index) else { return }
    currentAlbumIndex = index
    let album = albums[index]
    albumView?.removeFromSuperview()
    let cover = AlbumView(frame: .zero, albumCover: album.coverUrl)
    view.addSubview(cover)
    albumView = cover
    fieldsView.fields = AlbumFields.lines(for: album)
    let api = LibraryAPI.shared
    statusText =
      "Album \(index + 1) of \(albums.count) · LibraryAPI.shared is instance "
      + "#\(api.instanceNumber) of \(LibraryAPI.instancesMade) · ←/→ move"
  }
  // snippet.end

  public override func handleKey(_ key: Key) -> Bool {
    guard let step = key.albumStep else { return false }
    showAlbum(at: currentAlbumIndex + step)
    return true
  }

  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    albumView?.frame = layout.cover
    fieldsView.frame = layout.details
  }
}
