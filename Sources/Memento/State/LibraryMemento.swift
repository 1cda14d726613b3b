import AppSupport
import Facade
import Foundation
import MVC

// snippet.memento
/// A snapshot of the library screen, sealed: the albums, the current album and the
/// strip's position. Only this file can look inside (`fileprivate`); everyone else,
/// the caretaker included, can hold one, compare two, or carry one as bytes.
///
/// ```swift
/// let memento = controller.makeMemento()   // any LibraryStateOriginator
/// try store.save(memento)                  // the caretaker keeps its bytes
/// controller.restore(from: memento)
/// ```
public struct LibraryMemento: Equatable, Sendable {
  fileprivate let contents: StateFile

  fileprivate init(contents: StateFile) {
    self.contents = contents
  }

  /// The memento as bytes, for the caretaker to keep: `state.json`'s format.
  public var archive: Data { StateFile.format.encoded(contents) }

  /// A memento back from its bytes.
  ///
  /// - Throws: `KeptFileProblem` for bytes that are empty, broken, cut short or of
  ///   a newer version.
  public init(archive: Data) throws(KeptFileProblem) {
    contents = try StateFile.format.decoded(archive)
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
/// A screen whose state a `LibraryMemento` holds: the albums its facade keeps, the album
/// on screen and the cover strip's place. Conforming gives it `makeMemento()` and
/// `restore(from:)`, written in this file, the only one that can open a memento.
@MainActor
public protocol LibraryStateOriginator: AnyObject {
  /// The facade that keeps the albums.
  var albumLibrary: LibraryAPI { get }
  /// The album on screen; `nil` for none.
  var currentAlbumIndex: Int? { get }
  /// The view the cover strip centres; `nil` for none.
  var scrollerIndex: Int? { get }
  /// The albums are back in `albumLibrary`: show the album at `currentAlbumIndex` and
  /// centre the strip on `scrollerIndex`, each pulled into the albums.
  func showRestoredState(currentAlbumIndex: Int, scrollerIndex: Int)
}

extension LibraryStateOriginator {
  /// The screen's state, as a memento.
  public func makeMemento() -> LibraryMemento {
    LibraryMemento(
      contents: StateFile(
        currentAlbumIndex: currentAlbumIndex, scrollerIndex: scrollerIndex,
        albums: albumLibrary.albums.map(StoredAlbum.init)))
  }

  /// Puts the albums, the current album and the strip back as `memento` had them.
  ///
  /// Call it before connecting to a server: the albums go back through the facade,
  /// which would post every deletion and addition.
  ///
  /// - Throws: the facade's refusal of a change; the screen is then not told.
  public func restore(from memento: LibraryMemento) throws(LibraryError) {
    let state = memento.contents
    try albumLibrary.replaceAlbums(with: state.albums.map(\.album))
    let current = state.currentAlbumIndex ?? 0
    showRestoredState(currentAlbumIndex: current, scrollerIndex: state.scrollerIndex ?? current)
  }
}
// snippet.end
