import Foundation
import MVC

// snippet.asAdded
/// The library's own order, the order the albums were added in: every pair ties, so
/// the arrangement keeps them where they are.
private struct AsAddedOrder: AlbumOrder {
  let id = "added"
  let name = "as added"
  func compare(_ first: Album, _ second: Album) -> ComparisonResult { .orderedSame }
}

extension AlbumOrders {
  public static let asAdded: any AlbumOrder = AsAddedOrder()
}
// snippet.end
