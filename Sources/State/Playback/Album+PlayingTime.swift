import MVC

// snippet.playingTime
extension Album {
  /// How long the album plays. The model has no tracks and no lengths, so every album
  /// is given the same made-up forty minutes: the one invented fact of this chapter.
  public var playingTime: Duration { .seconds(40 * 60) }
}
// snippet.end
