import AlbumServer

/// A cover as the album server makes it, for tests that need a real picture.
public enum CoverArtSample {
  public static let bytes = CoverArt.ppm(named: "album_test.ppm")
}
