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
// snippet.end

/// Printing or mirroring a memento shows no contents: `print`, `dump` and test failure
/// messages would otherwise read them, access control or not.
extension LibraryMemento: CustomStringConvertible, CustomReflectable {
  public var description: String { "LibraryMemento (sealed, \(archive.count) bytes)" }
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

// snippet.originator

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
