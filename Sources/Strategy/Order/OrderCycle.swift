// snippet.cycle
/// The order the screen shows, and the orders the `o` key goes through, one after
/// another and round again.
public struct OrderCycle: Sendable {
  /// The orders on offer, in the order `advance()` goes through them.
  public let orders: [any AlbumOrder]
  private var position = 0

  /// A cycle through `orders` (at least one), starting with the first.
  public init(_ orders: [any AlbumOrder] = AlbumOrders.all) {
    precondition(!orders.isEmpty, "a cycle of orders needs at least one")
    self.orders = orders
  }

  /// The order the screen shows now.
  public var current: any AlbumOrder { orders[position] }

  /// Makes the next order current; after the last, the first again.
  public mutating func advance() {
    position = (position + 1) % orders.count
  }

  /// Makes the order whose `id` is `id` current.
  ///
  /// - Returns: whether there is one; if not, the current order stays.
  @discardableResult
  public mutating func choose(id: String) -> Bool {
    guard let found = orders.firstIndex(where: { $0.id == id }) else { return false }
    position = found
    return true
  }
}
// snippet.end
