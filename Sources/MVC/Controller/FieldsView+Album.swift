import TerminalKit

// snippet.showAlbum
extension FieldsView {
  /// Fills the view with an album's fields. Controller code, kept beside the
  /// controller: the view itself still takes plain strings and has never heard of an
  /// album.
  public func show(_ album: Album) {
    fields = [
      ("Title", album.title), ("Artist", album.artist), ("Genre", album.genre),
      ("Year", album.year),
    ]
  }
}
// snippet.end
