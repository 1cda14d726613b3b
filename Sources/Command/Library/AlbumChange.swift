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
  /// What the status line says of the change in the command's own words, for a change
  /// of more than one album (chapter 17's import); `nil`: the screen's verb and the
  /// album's title, "Deleted “Hunky Dory”".
  public let account: String?
  /// Which album is current after the change, when the command says; `nil`: the
  /// screen's choice for a delete, an undo or a redo.
  public let albumAfter: AlbumAfterAChange?

  public init(
    album: Album, index: Int, post: Task<PostOutcome, Never>, account: String? = nil,
    albumAfter: AlbumAfterAChange? = nil
  ) {
    self.album = album
    self.index = index
    self.post = post
    self.account = account
    self.albumAfter = albumAfter
  }
}
