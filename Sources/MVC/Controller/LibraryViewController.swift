import TerminalKit

// snippet.controller
/// The screen of chapter 1: the one object that knows both the model (`Album`) and the
/// views (`AlbumView`, `FieldsView`), and moves data from one to the other.
@MainActor
public final class LibraryViewController: ViewController {
  public let album: Album
  let albumView: AlbumView
  let fieldsView = FieldsView()

  /// - Parameter album: what to show; the library's first album unless told otherwise.
  public init(album: Album = .bestOfBowie) {
    self.album = album
    albumView = AlbumView(frame: .zero, albumCover: album.coverUrl)
    super.init()
    title = "BlueLibrary · Chapter 1: MVC"
    statusText = "h highlights the cover · q quits"
  }

  public override func viewDidLoad() {
    view.addSubview(albumView)
    view.addSubview(fieldsView)
    fieldsView.fields = AlbumFields.lines(for: album)
    // Nothing to undo or delete yet: one album, no library. Chapter 3 enables Delete.
    toolbarItems = [
      BarButtonItem(disabledTitle: "Undo", key: "u"),
      .flexibleSpace(),
      BarButtonItem(disabledTitle: "Delete", key: "d"),
    ]
  }
  // snippet.end

  // snippet.keys
  /// The window hands the controller a key; the controller decides what it means and
  /// tells the view.
  public override func handleKey(_ key: Key) -> Bool {
    guard key == .character("h") else { return false }
    albumView.highlight(!albumView.isHighlighted)
    statusText = albumView.isHighlighted ? "Cover highlighted" : "Cover not highlighted"
    return true
  }
  // snippet.end

  public override func viewWillLayoutSubviews() {
    AlbumScreenLayout(bounds: view.bounds).place(cover: albumView, details: fieldsView)
  }
}
