import MVC

// snippet.persistencyManager
/// Keeps the list of albums. An ordinary class: make as many as you like; the app's
/// one shared list comes from whoever owns the manager.
public final class PersistencyManager {
  public private(set) var albums: [Album]

  /// A manager holding `albums`, the tutorial's five by default.
  public init(albums: [Album] = PersistencyManager.tutorialAlbums) {
    self.albums = albums
  }
  // snippet.end

  // snippet.changes
  /// Puts `album` at `index` when that is a place in the list (0 through `count`),
  /// and at the end when `index` is past it.
  ///
  /// - Throws: `PersistencyError.indexOutOfRange` for a negative index.
  public func add(_ album: Album, at index: Int) throws(PersistencyError) {
    guard index >= 0 else { throw .indexOutOfRange(index: index, count: albums.count) }
    if albums.count >= index {
      albums.insert(album, at: index)
    } else {
      albums.append(album)
    }
  }

  /// Removes and returns the album at `index`.
  ///
  /// - Throws: `PersistencyError.indexOutOfRange` when there is no album there.
  @discardableResult
  public func delete(at index: Int) throws(PersistencyError) -> Album {
    guard albums.indices.contains(index) else {
      throw .indexOutOfRange(index: index, count: albums.count)
    }
    return albums.remove(at: index)
  }
  // snippet.end
}

/// A change the manager refused.
public enum PersistencyError: Error, Equatable, Sendable, CustomStringConvertible {
  case indexOutOfRange(index: Int, count: Int)

  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let count):
      count == 0
        ? "no album at index \(index): the library is empty"
        : "no album at index \(index): the library has albums 0 to \(count - 1)"
    }
  }
}
