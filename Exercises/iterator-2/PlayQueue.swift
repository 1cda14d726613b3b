// Given for exercise iterator-2: read it, do not edit it. Your part is QueueWalk.swift.
import MVC

/// The albums to play, front first. A class: every part of the app that holds the
/// queue holds the same one, and sees its changes as they are made, walks included.
final class PlayQueue: Sequence {
  /// The albums, front first.
  private(set) var albums: [Album]

  init(_ albums: [Album] = []) {
    self.albums = albums
  }

  /// Puts `album` last.
  func append(_ album: Album) {
    albums.append(album)
  }

  /// Puts `album` at `index`, the albums from there on moving one back; last when
  /// `index` is past the end.
  func insert(_ album: Album, at index: Int) {
    albums.insert(album, at: Swift.min(Swift.max(index, 0), albums.count))
  }

  /// Takes the album at `index` out and returns it; `nil`, changing nothing, when there
  /// is none.
  @discardableResult
  func remove(at index: Int) -> Album? {
    guard albums.indices.contains(index) else { return nil }
    return albums.remove(at: index)
  }

  /// Takes every album out.
  func removeAll() {
    albums.removeAll()
  }

  /// A walk of the queue, made now: what a `for` loop over the queue asks for.
  func makeIterator() -> QueueWalk { QueueWalk(over: self) }
}
