// Mistake: the shop's style is tidied on the way, each word capitalised, so that it
// matches the library's genres ("Pop", "Rock"); "hip hop" becomes "Hip Hop" and the
// album no longer says what the shop said.
// Lesson: an adapter changes the shape of the interface, not the data: each field is
// handed on as the adaptee has it (chapter 5, an adapter translates).
import Foundation
import MVC

/// An object adapter: holds a shop's listing and hands the library the album it
/// stands for.
struct ShopListingAdapter {
  let listing: ShopListing

  /// The listing as an album: albumName → title, performer → artist, style → genre,
  /// sleeve → cover address (none: ""), pressingYear → year, written out in digits.
  var album: Album {
    Album(
      title: listing.albumName, artist: listing.performer, genre: listing.style.capitalized,
      coverUrl: listing.sleeve ?? "", year: String(listing.pressingYear))
  }
}
