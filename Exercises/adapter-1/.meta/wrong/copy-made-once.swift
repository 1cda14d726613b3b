// Mistake: the adapter translates once, when it is made, and keeps the album: a second
// initialiser fills a stored copy, so a listing the shop corrects later is not seen.
// Lesson: an object adapter holds the adaptee and translates when asked, so it always
// hands out the adaptee's current state (chapter 5, object adapters).
import MVC

/// An object adapter: holds a shop's listing and hands the library the album it
/// stands for.
struct ShopListingAdapter {
  let listing: ShopListing
  /// The listing as an album, translated once.
  let album: Album

  init(listing: ShopListing) {
    self.listing = listing
    album = Album(
      title: listing.albumName, artist: listing.performer, genre: listing.style,
      coverUrl: listing.sleeve ?? "", year: String(listing.pressingYear))
  }
}
