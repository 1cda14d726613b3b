// Mistake: a listing with no sleeve gets a made-up cover address, "no-sleeve.png", so
// the library shows a cover that does not exist.
// Lesson: an adapter translates what the adaptee has; it does not invent what the
// adaptee lacks (chapter 5, an adapter translates).
import MVC

/// An object adapter: holds a shop's listing and hands the library the album it
/// stands for.
struct ShopListingAdapter {
  let listing: ShopListing

  /// The listing as an album: albumName → title, performer → artist, style → genre,
  /// sleeve → cover address (none: ""), pressingYear → year, written out in digits.
  var album: Album {
    Album(
      title: listing.albumName, artist: listing.performer, genre: listing.style,
      coverUrl: listing.sleeve ?? "no-sleeve.png", year: String(listing.pressingYear))
  }
}
