import Foundation
import MVC

// snippet.strategy
/// One way to order the library's albums on screen: the Gang of Four's Strategy. The
/// screen holds one as `any AlbumOrder` and asks it only to compare two albums; it
/// never asks which order it holds.
///
/// ```swift
/// let shown = AlbumArrangement(of: library.albums, in: AlbumOrders.byTitle)
/// shown.albums   // the albums, by title; ties in the order they were added
/// ```
public protocol AlbumOrder: Sendable {
  /// The word the state folder keeps for this order: never changed once released.
  var id: String { get }
  /// What the screen calls it: "by title".
  var name: String { get }
  /// Whether `first` belongs before `second` (`.orderedAscending`), after it
  /// (`.orderedDescending`) or beside it (`.orderedSame`). It must be a strict weak
  /// ordering: `.orderedSame` for an album and itself, the opposite answer when the
  /// two are swapped, and transitive. Ties are left to the arrangement.
  func compare(_ first: Album, _ second: Album) -> ComparisonResult
}
// snippet.end
