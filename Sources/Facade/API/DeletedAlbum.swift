import MVC

/// What a delete did: the album that went, and the post that tells the server.
public struct DeletedAlbum: Sendable {
  /// The album as it was in the library.
  public let album: Album
  /// The post to `/api/deleteAlbum`, already under way.
  public let post: Task<PostOutcome, Never>
}
