import Command
import Foundation
import MVC

// snippet.arrangement
/// The library's albums arranged by an order: chapter 8's `AlbumsOnScreen`, the albums
/// as the screen shows them, each still known by its index in the library, with the
/// indices sorted by the order. The library keeps the albums as they were added
/// (deleting, undoing and saving all speak of those indices); only the screen speaks of
/// positions in the arrangement. It is the strategy's context: made with an order, it
/// asks it to compare and never which order it is.
///
/// ```swift
/// let shown = AlbumArrangement(of: albums, in: AlbumOrders.byYear)
/// shown.libraryIndex(atPosition: 0)   // where the oldest album is in the library
/// ```
public typealias AlbumArrangement = AlbumsOnScreen

extension AlbumsOnScreen {
  /// Arranges `albums` (the library's, in its order) by `order`. The standard
  /// library's sort is stable (its documentation guarantees it), and the indices start
  /// in library order, so albums the order ties keep their library order.
  public init(of albums: [Album], in order: any AlbumOrder) {
    let sorted = albums.indices.sorted { first, second in
      order.compare(albums[first], albums[second]) == .orderedAscending
    }
    self.init(libraryIndices: sorted, of: albums)
  }
}
// snippet.end
