import MVC
import TerminalKit

/// What deleting a screen's current album did, for the screen to report.
public struct DeletedAlbum: Sendable {
  /// The deleted album's title, for the status line.
  public let title: String
  /// The post that tells the server, for `ServerStatusLine.follow(_:for:)`.
  public let post: Task<PostOutcome, Never>
}

// snippet.deleteSelected
extension LibraryAPI {
  /// Deletes the album `selection` points at, then pulls `selection` into the shorter
  /// library: the next album moves into the index, deleting the last album moves it
  /// back one, and an empty library leaves it `nil`.
  ///
  /// - Returns: what was deleted; `nil` when nothing is selected.
  /// - Throws: the facade's refusal; then nothing is deleted and `selection` stays.
  public func deleteAlbum(selectedBy selection: inout ListSelection) throws(LibraryError)
    -> DeletedAlbum?
  {
    guard let index = selection.index, albums.indices.contains(index) else { return nil }
    let deleted = try deleteAlbumSayingWhich(at: index)
    selection.updateCount(albums.count)
    return deleted
  }
}
// snippet.end
