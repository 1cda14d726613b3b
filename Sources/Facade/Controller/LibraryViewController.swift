import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 3: it reaches the library only through the facade,
/// `LibraryAPI`. It no longer knows there is a persistency manager, nor a server.
@MainActor
public final class LibraryViewController: ViewController {
  /// The album on screen, moving and deleting, all through the facade.
  public let browser: AlbumBrowser
  /// The one cover view, hidden while the library is empty.
  let albumView = AlbumView(frame: .zero, albumCover: "")
  private let fieldsView = FieldsView()
  /// Where changes go: offline, or the server and what became of the newest post.
  public private(set) lazy var serverStatus = ServerStatusLine(library: browser.library)
  private lazy var deleteItem = BarButtonItem(title: "Delete", key: "d", target: self) {
    $0.browser.deleteCurrentAlbum(on: $0, following: $0.serverStatus)
  }

  /// - Parameter library: the facade; the app always passes `LibraryAPI.shared`.
  public init(library: LibraryAPI = .shared) {
    browser = AlbumBrowser(library: library)
    super.init()
    title = "BlueLibrary · Chapter 3: Facade"
    browser.libraryDidChange = { [unowned self] in showCurrentAlbum() }
  }
  // snippet.end

  public override func viewDidLoad() {
    view.addSubview(albumView)
    view.addSubview(fieldsView)
    view.addSubview(serverStatus.label)
    toolbarItems = BarButtonItem.toolbar(delete: deleteItem)
    showCurrentAlbum()
  }

  public override func viewWillLayoutSubviews() {
    AlbumScreenLayout(bounds: view.bounds)
      .place(cover: albumView, details: fieldsView, notes: serverStatus.label)
  }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { browser.current?.index }

  // snippet.show
  /// Shows the album the browser points at, or the empty library.
  func showCurrentAlbum() {
    deleteItem.isEnabled = browser.current != nil
    guard let (index, album) = browser.current else {
      albumView.isHidden = true
      fieldsView.fields = [("", "The library is empty.")]
      statusText = "No albums left"
      return
    }
    albumView.coverUrl = album.coverUrl
    albumView.isHidden = false
    fieldsView.fields = AlbumFields.lines(for: album)
    statusText = "Album \(index + 1) of \(browser.albums.count) · ←/→ move · d deletes"
  }
  // snippet.end

  /// ← and → move, stopping at the first and last album (the empty state is for an
  /// empty library only).
  public override func handleKey(_ key: Key) -> Bool {
    guard let step = key.albumStep else { return false }
    if browser.move(by: step) { showCurrentAlbum() }
    return true
  }
}
