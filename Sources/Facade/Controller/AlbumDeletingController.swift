import TerminalKit

// snippet.delete
/// A screen that deletes the album on screen through the facade and says so: chapter
/// 3's delete, written once here so that the controllers of chapters 4 and 5 adopt it
/// instead of copying it. Each screen says only how it redraws after the selection moved.
@MainActor
public protocol AlbumDeletingController: ViewController {
  /// The facade the album is deleted through.
  var library: LibraryAPI { get }
  /// The album on screen; the delete pulls it into the shorter library.
  var selection: ListSelection { get set }
  /// The line that follows the delete's post to the server.
  var serverStatus: ServerStatusLine { get }
  /// Shows the album `selection` now points at, or the empty library.
  func showSelectedAlbumAfterDeletion()
}

extension AlbumDeletingController {
  /// Deletes the album on screen through the facade. The screen changes at once; the
  /// server line reports the server's answer when it comes.
  public func deleteSelectedAlbum() {
    do {
      guard let deleted = try library.deleteAlbum(selectedBy: &selection) else { return }
      showSelectedAlbumAfterDeletion()
      statusText = "Deleted “\(deleted.title)” · " + statusText
      serverStatus.follow(deleted.post, for: self)
    } catch {
      statusText = "Nothing deleted: \(error)"
    }
  }
}
// snippet.end
