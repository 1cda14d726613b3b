import MVC

extension PersistencyManager {
  /// The five albums of the original tutorial, in its order.
  public static let tutorialAlbums = [
    .bestOfBowie,
    Album(
      title: "It's My Life", artist: "No Doubt", genre: "Pop",
      coverUrl: "/static/thumbs/album/album_no%20doubt_its%20my%20life%20%20bathwater.png",
      year: "2003"),
    Album(
      title: "Nothing Like The Sun", artist: "Sting", genre: "Pop",
      coverUrl: "/static/thumbs/album/album_sting_nothing%20like%20the%20sun.png", year: "1999"),
    Album(
      title: "Staring at the Sun", artist: "U2", genre: "Pop",
      coverUrl: "/static/thumbs/album/album_u2_staring%20at%20the%20sun.png", year: "2000"),
    Album(
      title: "American Pie", artist: "Madonna", genre: "Pop",
      coverUrl: "/static/thumbs/album/album_madonna_american%20pie.png", year: "2000"),
  ]
}
