// snippet.albumFields
/// The name–value lines that show an album in a `FieldsView`.
///
/// Controller code: the model knows no labels and the view takes plain strings, so the
/// mapping from one to the other lives here, on the controller's side, where every
/// chapter's controller can use it.
public enum AlbumFields {
  /// Title, artist, genre and year, labelled, in that order.
  public static func lines(for album: Album) -> [(name: String, value: String)] {
    [
      ("Title", album.title), ("Artist", album.artist), ("Genre", album.genre),
      ("Year", album.year),
    ]
  }
}
// snippet.end
