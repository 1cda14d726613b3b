// Mistake: only the name and the year are read from the listing when asked (the fields
// the learner saw corrected); performer, style and sleeve are copied when the adapter is
// made, so a later correction of those is not seen.
// Lesson: an object adapter holds the adaptee and translates all of it when asked; any
// field it copies goes stale (chapter 5, object adapters).
import MVC

/// An object adapter: holds a shop's listing and hands the library the album it
/// stands for.
struct ShopListingAdapter {
  let listing: ShopListing
  private let performer: String
  private let style: String
  private let sleeve: String

  init(listing: ShopListing) {
    self.listing = listing
    performer = listing.performer
    style = listing.style
    sleeve = listing.sleeve ?? ""
  }

  /// The listing as an album: albumName → title, performer → artist, style → genre,
  /// sleeve → cover address (none: ""), pressingYear → year, written out in digits.
  var album: Album {
    Album(
      title: listing.albumName, artist: performer, genre: style, coverUrl: sleeve,
      year: String(listing.pressingYear))
  }
}
