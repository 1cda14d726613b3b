import Facade
import MVC

/// What a command on the library did, for the screen to show: the album it was about,
/// where it is (or was), and the post to the server.
public struct AlbumChange: Sendable {
  public let album: Album
  /// The album's place: after a delete its neighbour is there, after a put-back the
  /// album itself.
  public let index: Int
  public let post: Task<PostOutcome, Never>

  public init(album: Album, index: Int, post: Task<PostOutcome, Never>) {
    self.album = album
    self.index = index
    self.post = post
  }
}
