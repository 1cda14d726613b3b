// Mistake: a pressing year of 0 (or below) is taken to mean "unknown" and becomes no
// year at all, though the shop's listing says 0.
// Lesson: an adapter translates what the adaptee has, every value of it, and decides
// nothing the adaptee did not say (chapter 5, an adapter translates).
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
      coverUrl: listing.sleeve ?? "",
      year: listing.pressingYear > 0 ? String(listing.pressingYear) : "")
  }
}
