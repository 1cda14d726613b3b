import Facade

/// What a command on the shelves did, for the screen to show: the item it was about,
/// where it stands (or stood), and the last post to the server.
public struct ShelfChange: Sendable {
  public let item: any LibraryItem
  public let path: ShelfPath
  /// The last of the change's posts, which waits for the others; offline, or for a
  /// shelf with no albums, it posts nothing.
  public let post: Task<PostOutcome, Never>
}
