import Adapter
import Facade
import Foundation
import MVC
import TerminalKit

// snippet.memento
/// A snapshot of the library screen, sealed: the albums, the current album and the
/// strip's position. Only this file can look inside (`fileprivate`); everyone else,
/// the caretaker included, can hold one, compare two, or carry one as bytes.
public struct LibraryMemento: Equatable, Sendable {
  fileprivate let contents: StateFile

  fileprivate init(contents: StateFile) {
    self.contents = contents
  }

  /// The memento as bytes, for the caretaker to keep: `state.json`'s format.
  public var archive: Data { contents.encoded() }

  /// A memento back from its bytes.
  ///
  /// - Throws: `StateFileProblem` for bytes that are empty, broken, cut short or of
  ///   a newer version.
  public init(archive: Data) throws(StateFileProblem) {
    contents = try StateFile.decoded(from: archive)
  }
}

/// The originator: the controller makes a memento of its state and restores it from
/// one.
extension LibraryViewController {
  /// The screen's state, as a memento.
  public func makeMemento() -> LibraryMemento {
    LibraryMemento(
      contents: StateFile(
        version: StateFile.currentVersion, currentAlbumIndex: selection.index,
        scrollerIndex: scroller.centredIndex, albums: library.albums.map(StoredAlbum.init)))
  }

  /// Puts the library's albums, the current album and the strip back as `memento`
  /// had them. Indices outside the albums are pulled into them.
  ///
  /// Call it before connecting to a server: replacing the albums goes through the
  /// facade, which would post every deletion and addition.
  public func restore(from memento: LibraryMemento) {
    let state = memento.contents
    library.replaceAlbums(with: state.albums.map(\.album))
    selection = ListSelection(count: library.albums.count, index: state.currentAlbumIndex ?? 0)
    restoredScrollerIndex = state.scrollerIndex ?? selection.index ?? 0
    reloadAfterRestore()
  }
}
// snippet.end

/// The originator's two doors for a screen in a later chapter's module, which cannot
/// see `contents`: chapter 8's controller makes and restores its mementos through them.
/// They give nothing the controller above does not (`makeMemento()` and
/// `restore(from:)` are public too): a memento is read only by restoring it into the
/// library.
extension LibraryMemento {
  /// A memento of `library`'s albums and of a screen's position in them.
  @MainActor
  public static func of(
    _ library: LibraryAPI, currentAlbumIndex: Int?, scrollerIndex: Int?
  ) -> LibraryMemento {
    LibraryMemento(
      contents: StateFile(
        version: StateFile.currentVersion, currentAlbumIndex: currentAlbumIndex,
        scrollerIndex: scrollerIndex, albums: library.albums.map(StoredAlbum.init)))
  }

  /// Makes the memento's albums `library`'s (through the facade: call it before
  /// connecting to a server) and returns the position to show.
  @MainActor
  public func restore(into library: LibraryAPI) -> (currentAlbumIndex: Int?, scrollerIndex: Int?) {
    library.replaceAlbums(with: contents.albums.map(\.album))
    return (contents.currentAlbumIndex, contents.scrollerIndex)
  }
}
