import Foundation
import MVC

/// By artist, and each artist's albums oldest first: a discography.
private struct ArtistOrder: AlbumOrder {
  let id = "artist"
  let name = "by artist"
  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let byArtist = first.artist.compare(second.artist, options: [.caseInsensitive, .numeric])
    return byArtist == .orderedSame ? AlbumOrders.byYear.compare(first, second) : byArtist
  }
}

extension AlbumOrders {
  public static let byArtist: any AlbumOrder = ArtistOrder()
}
