import Foundation
import MVC

// snippet.arrangement
/// The library's albums as the screen shows them: in an order's sequence, each album
/// still known by its index in the library. The library keeps the albums as they were
/// added (deleting, undoing and saving all speak of those indices); only the screen
/// speaks of positions in the arrangement.
///
/// ```swift
/// let shown = AlbumArrangement(of: albums, in: AlbumOrders.byYear)
/// shown.libraryIndex(atPosition: 0)   // where the oldest album is in the library
/// ```
public struct AlbumArrangement: Equatable, Sendable {
  /// The library's indices, in the order the screen shows their albums.
  public let libraryIndices: [Int]
  /// The albums, in the order the screen shows them.
  public let albums: [Album]

  /// Arranges `albums` (the library's, in its order) by `order`. The standard
  /// library's sort is stable (its documentation guarantees it), and the indices start
  /// in library order, so albums the order ties keep their library order.
  public init(of albums: [Album], in order: any AlbumOrder) {
    libraryIndices = albums.indices.sorted { first, second in
      order.compare(albums[first], albums[second]) == .orderedAscending
    }
    self.albums = libraryIndices.map { albums[$0] }
  }
  // snippet.end

  /// The library index of the album shown at `position`; `nil` for no such position.
  public func libraryIndex(atPosition position: Int?) -> Int? {
    guard let position, libraryIndices.indices.contains(position) else { return nil }
    return libraryIndices[position]
  }

  /// Where the album at `libraryIndex` in the library is shown; `nil` for none.
  public func position(ofLibraryIndex libraryIndex: Int?) -> Int? {
    guard let libraryIndex else { return nil }
    return libraryIndices.firstIndex(of: libraryIndex)
  }
}
