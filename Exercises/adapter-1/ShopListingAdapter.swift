import MVC

// Exercise adapter-1 · A shop's listing, adapted
//
// A record shop's listings should appear in the library, but the library takes
// Albums and the listing is the shop's own class. Neither may change: adapt one to the
// other. The task is in Chapters/05-Adapter.md, section Exercises.

/// An object adapter: holds a shop's listing and hands the library the album it
/// stands for.
struct ShopListingAdapter {
  let listing: ShopListing

  /// The listing as an album: albumName → title, performer → artist, style → genre,
  /// sleeve → cover address (none: ""), pressingYear → year, written out in digits.
  var album: Album {
    // TODO: translate the listing's fields into an album's.
    Album(title: "", artist: "", genre: "", coverUrl: "", year: "")
  }
}
