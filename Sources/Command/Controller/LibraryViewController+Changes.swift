import Adapter
import Facade
import MVC
import Memento
import TerminalKit

extension LibraryViewController {
  // snippet.step
  /// Runs one step of `history`, a history of any change to the library; when the step
  /// is refused, the status line says why and nothing moves. Returns the change, `nil`
  /// when there was none to take or it was refused.
  public func takeStep<Change>(
    on history: inout CommandHistory<Change, LibraryError>,
    _ step: (inout CommandHistory<Change, LibraryError>) throws(LibraryError) -> Change?
  ) -> Change? {
    do {
      return try step(&history)
    } catch {
      statusText = "Nothing changed: \(error)"
      return nil
    }
  }
  // snippet.end

  // snippet.show
  /// After a step: the album `after` picks is current (found by the change's library
  /// index in the albums shown before the step, or after it), the screen redraws as after
  /// any change, and the status line says what happened and, later, what the server said.
  /// A change that says its own words or its own album is taken at its word.
  func show(
    _ change: AlbumChange, saying verb: String, selecting after: AlbumAfterAChange,
    before: AlbumsOnScreen? = nil
  ) {
    let current: Int?
    switch change.albumAfter ?? after {
    case .nextInItsPlace:
      let now = arrangedAlbums()
      let place = (before ?? shown).position(ofLibraryIndex: change.index) ?? 0
      current = now.libraryIndex(atPosition: min(place, now.albums.count - 1))
    case .theAlbum:
      current = change.index
    }
    let said = change.account ?? "\(verb) “\(change.album.title)”"
    show(current: current, saying: said, post: change.post)
  }

  /// After any step, of this screen's history or a subclass's: the album at `current` is
  /// current while it is shown (else the first album shown), the screen redraws as after
  /// any change of the library, and the status line says `said` and, later, what the
  /// server said.
  public func show(current: Int?, saying said: String, post: Task<PostOutcome, Never>) {
    redraw(showing: current)
    statusText = said + " · " + statusText
    notes.follow(post, saying: said, for: self)  // chapter 6's: the post's answer
  }
  // snippet.end

  /// The library's albums arranged as `arrangedIndices(of:)` says.
  func arrangedAlbums() -> AlbumsOnScreen {
    let albums = browser.albums
    return AlbumsOnScreen(libraryIndices: arrangedIndices(of: albums), of: albums)
  }

  /// Arranges the albums again after `arrangedIndices(of:)` changed its answer (another
  /// order, a search typed): the album on screen stays current while it is shown, else
  /// the first album shown becomes current.
  public func rearrangeAlbums() { redraw(showing: currentAlbumIndex) }

  /// Redraws after a change with the album at `index` current while the albums arranged
  /// anew show it; else the first album they show (a search may hide the one asked for).
  private func redraw(showing index: Int?) {
    let now = arrangedAlbums()
    let shownIndex = index.flatMap { now.position(ofLibraryIndex: $0) != nil ? $0 : nil }
    browser.libraryChanged(showing: shownIndex ?? now.libraryIndex(atPosition: 0) ?? 0)
  }

  /// Makes the library's album at `index` the one on screen, as a click on its cover
  /// would; nothing when it is not shown.
  public func showAlbum(at index: Int) {
    guard let position = stripPosition(ofAlbumAt: index) else { return }
    horizontalScroller(scroller, didSelectViewAt: position)
    scroller.scrollToView(at: position)
  }

  /// Where the album on screen stands on the strip; `nil` when there is none.
  public var positionOnScreen: Int? { stripPosition(ofAlbumAt: currentAlbumIndex) }
}
