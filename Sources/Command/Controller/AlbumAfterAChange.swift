/// Which album is current after a change of the library, found by the change's library
/// index: where the album was (a delete) or is again (an undo).
public enum AlbumAfterAChange: Sendable {
  /// The album now shown where the changed one was shown before: a delete's.
  case nextInItsPlace
  /// The changed album, wherever it is shown now: an undo's.
  case theAlbum
}
