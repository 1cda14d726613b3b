import MVC
import TerminalKit

// snippet.browser
/// The part of a screen that walks through the library behind the facade: which album
/// is on screen, moving, and the one delete. Every screen from this chapter on owns
/// one, and tells it once, in `libraryDidChange`, how it redraws after a change.
///
/// Controller code: the selection is the screen's business, so the facade never sees
/// it; the browser asks the facade for albums by index.
@MainActor
public final class AlbumBrowser {
  /// The facade: the only way to the albums.
  public let library: LibraryAPI
  /// The album on screen, kept inside the library as albums go and come back.
  public private(set) var selection: ListSelection
  /// The screen's one place to redraw after the library changed (a delete here, or a
  /// change `libraryChanged(showing:)` is told of); the selection already fits.
  public var libraryDidChange: () -> Void = {}

  public init(library: LibraryAPI) {
    self.library = library
    selection = ListSelection(count: library.albums.count)
  }

  /// The albums, in the facade's order.
  public var albums: [Album] { library.albums }

  /// The album on screen and its index; `nil` for an empty library.
  public var current: (index: Int, album: Album)? {
    let albums = library.albums
    guard let index = selection.index, albums.indices.contains(index) else { return nil }
    return (index, albums[index])
  }

  /// Moves `step` albums on (or back, for a negative step), stopping at the ends.
  /// Returns whether another album is now on screen.
  public func move(by step: Int) -> Bool { selection.move(by: step) }

  /// Makes the album at `index` current. Returns whether another album is now on
  /// screen: `false` when it already was, or when the library has none there.
  @discardableResult
  public func select(_ index: Int) -> Bool { selection.select(index) }

  /// After a change made elsewhere (an undo, a restore): the album at `index` becomes
  /// current, or the last one when `index` is past the end, and the screen redraws.
  public func libraryChanged(showing index: Int) {
    selection = ListSelection(count: library.albums.count, index: index)
    libraryDidChange()
  }
  // snippet.end

  // snippet.delete
  /// Deletes the album on screen through the facade: the one delete of every screen.
  /// The next album moves into its place (the one before, after the last), the screen
  /// redraws, and `screen`'s status line says what went, or why nothing did.
  ///
  /// - Returns: the album that went and its post; `nil` when nothing went.
  @discardableResult
  public func deleteCurrentAlbum(on screen: ViewController) -> DeletedAlbum? {
    guard let index = selection.index else { return nil }
    let deleted: DeletedAlbum
    do {
      deleted = try library.removeAlbum(at: index)
    } catch {
      screen.statusText = "Nothing deleted: \(error)"
      return nil
    }
    selection.updateCount(library.albums.count)
    libraryDidChange()
    screen.statusText = "Deleted “\(deleted.album.title)” · " + screen.statusText
    return deleted
  }

  /// The delete above, with `serverStatus` following its post: the Delete of a screen
  /// that shows the server line.
  public func deleteCurrentAlbum(
    on screen: ViewController, following serverStatus: ServerStatusLine
  ) {
    guard let deleted = deleteCurrentAlbum(on: screen) else { return }
    serverStatus.follow(deleted.post, for: screen)
  }
  // snippet.end
}

extension BarButtonItem {
  /// The tutorial's toolbar until chapter 8 makes Undo work: Undo, disabled, on the
  /// left, `delete` on the right.
  public static func toolbar(delete: BarButtonItem) -> [BarButtonItem] {
    [BarButtonItem(disabledTitle: "Undo", key: "u"), .flexibleSpace(), delete]
  }
}
