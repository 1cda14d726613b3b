import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 3: it reaches the library only through the facade,
/// `LibraryAPI`. It no longer knows there is a persistency manager, nor a server.
@MainActor
public final class LibraryViewController: ViewController {
  let library: LibraryAPI
  public private(set) var currentAlbumIndex = 0
  private(set) var albumView: AlbumView?
  private let fieldsView = FieldsView()
  /// Where changes go: offline, or the server and what became of the newest post.
  let serverStatus: ServerStatusLine
  private var deleteItem: BarButtonItem?

  /// - Parameter library: the facade; the app always passes `LibraryAPI.shared`.
  public init(library: LibraryAPI = .shared) {
    self.library = library
    serverStatus = ServerStatusLine(library: library)
    super.init()
    title = "BlueLibrary · Chapter 3: Facade"
  }
  // snippet.end

  public override func viewDidLoad() {
    view.addSubview(fieldsView)
    view.addSubview(serverStatus.label)
    let undo = BarButtonItem(title: "Undo", key: "u", target: self) { _ in }
    undo.isEnabled = false  // Undo needs the Memento of part 2.
    let delete = BarButtonItem(title: "Delete", key: "d", target: self) {
      $0.deleteCurrentAlbum()
    }
    deleteItem = delete
    toolbarItems = [undo, .flexibleSpace(), delete]
    showAlbum(at: 0)
  }

  // snippet.delete
  /// Deletes the album on screen through the facade. The screen changes at once; the
  /// server line reports the server's answer when it comes.
  func deleteCurrentAlbum() {
    let albums = library.albums
    guard albums.indices.contains(currentAlbumIndex) else { return }
    let title = albums[currentAlbumIndex].title
    let post: Task<PostOutcome, Never>
    do {
      post = try library.deleteAlbum(at: currentAlbumIndex)
    } catch {
      statusText = "Nothing deleted: \(error)"
      return
    }
    showAlbum(at: min(currentAlbumIndex, library.albums.count - 1))
    statusText = "Deleted “\(title)” · " + statusText
    serverStatus.follow(post, for: self)
  }
  // snippet.end

  /// Shows the album at `index`, or the empty library when there are no albums.
  func showAlbum(at index: Int) {
    let albums = library.albums
    albumView?.removeFromSuperview()
    albumView = nil
    deleteItem?.isEnabled = !albums.isEmpty
    guard albums.indices.contains(index) else {
      currentAlbumIndex = 0
      fieldsView.fields = [("", "The library is empty.")]
      statusText = "No albums left"
      return
    }
    currentAlbumIndex = index
    let album = albums[index]
    let cover = AlbumView(frame: .zero, albumCover: album.coverUrl)
    view.addSubview(cover)
    albumView = cover
    fieldsView.fields = AlbumFields.lines(for: album)
    statusText = "Album \(index + 1) of \(albums.count) · ←/→ move · d deletes"
  }

  /// ← and → move, stopping at the first and last album (the empty state is for an
  /// empty library only).
  public override func handleKey(_ key: Key) -> Bool {
    guard let step = key.albumStep else { return false }
    let target = currentAlbumIndex + step
    if library.albums.indices.contains(target) { showAlbum(at: target) }
    return true
  }

  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    albumView?.frame = layout.cover
    fieldsView.frame = layout.details
    serverStatus.label.frame = layout.notes
  }
}
