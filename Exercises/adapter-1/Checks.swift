// The checks of exercise adapter-1. Read them; do not edit them.
import ExerciseSupport
import MVC
import Singleton

/// The shop's listings of the tutorial's five albums.
func tutorialListings() -> [ShopListing] {
  PersistencyManager.tutorialAlbums.map {
    ShopListing(
      albumName: $0.title, performer: $0.artist, style: $0.genre,
      pressingYear: Int($0.year) ?? 0, sleeve: $0.coverUrl)
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("each of the tutorial's five listings becomes exactly its album") {
        for (listing, album) in zip(tutorialListings(), PersistencyManager.tutorialAlbums) {
          try expectEqual(
            ShopListingAdapter(listing: listing).album, album, "the album of “\(album.title)”")
        }
      },
      Check("a listing with no sleeve gets an empty cover address") {
        let listing = ShopListing(
          albumName: "Harbour Lights", performer: "The Lanterns", style: "Folk",
          pressingYear: 1987, sleeve: nil)
        try expectEqual(ShopListingAdapter(listing: listing).album.coverUrl, "", "the cover")
      },
      Check("the year is the pressing year in digits, whatever its size") {
        for year in [1959, 2000, 12] {
          let listing = ShopListing(
            albumName: "A", performer: "B", style: "C", pressingYear: year, sleeve: nil)
          try expectEqual(
            ShopListingAdapter(listing: listing).album.year, "\(year)", "the year of \(year)")
        }
      },
      Check("a listing the shop corrects after the adapter was made shows the correction") {
        let listing = tutorialListings()[0]
        let adapter = ShopListingAdapter(listing: listing)
        let before = adapter.album
        try expect(
          before.title == listing.albumName && before.year == String(listing.pressingYear),
          "before any correction the adapter says “\(before.title)” (\(before.year)), not "
            + "“\(listing.albumName)” (\(listing.pressingYear)): it does not translate the "
            + "listing's name and year yet, so there is no correction to follow")
        listing.albumName = "Best of Bowie (Remastered)"
        listing.pressingYear = 2002
        let album = adapter.album
        try expect(
          album.title == "Best of Bowie (Remastered)" && album.year == "2002",
          "the adapter still says “\(album.title)” (\(album.year)): it kept a copy of the "
            + "listing's fields from when it was made. An object adapter translates when "
            + "asked, so what it hands out is always the adaptee's current state.")
      },
    ])
  }
}
