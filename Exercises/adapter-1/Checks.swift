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

/// A listing's fields, as a check sets them: names from words of every kind (cases that
/// differ, scripts beyond ASCII, the empty one), any pressing year (0 and below too), and
/// a sleeve or none.
struct ListingFields: Sendable, CustomStringConvertible {
  var names: ExerciseSupport.AlbumFields
  var pressingYear: Int
  var sleeve: String?

  static let any = Generators.albumFields.flatMap { names in
    Generators.oneOf([Generators.int(in: -20...20), Generators.int(in: 1900...12000)])
      .flatMap { year in
        Generators.oneOf([
          Generators.element(of: [String?.none]),
          Generators.sharedName.map { Optional("/sleeves/\($0).png") },
        ]).map { ListingFields(names: names, pressingYear: year, sleeve: $0) }
      }
  }

  /// Puts these fields into `listing`, as the shop does when it corrects one.
  func write(to listing: ShopListing) {
    listing.albumName = names.title
    listing.performer = names.artist
    listing.style = names.genre
    listing.pressingYear = pressingYear
    listing.sleeve = sleeve
  }

  /// The album these fields stand for.
  var album: Album {
    Album(
      title: names.title, artist: names.artist, genre: names.genre, coverUrl: sleeve ?? "",
      year: String(pressingYear))
  }

  var description: String {
    "“\(names.title)” by “\(names.artist)”, style “\(names.genre)”, pressed \(pressingYear), "
      + "sleeve \(sleeve ?? "none")"
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
      Check("any listing, corrected in any field, is its album whenever asked") {
        // Every field as the shop wrote it (no field tidied, every year in digits, 0 and
        // below included), and every field the shop corrects later followed.
        try forAll(Generators.array(of: ListingFields.any, length: 1...3)) { versions in
          let listing = ShopListing(
            albumName: "", performer: "", style: "", pressingYear: 0, sleeve: nil)
          versions[0].write(to: listing)
          let adapter = ShopListingAdapter(listing: listing)
          for fields in versions {
            fields.write(to: listing)
            try expectEqual(adapter.album, fields.album, "the album of the listing \(fields)")
          }
        }
      },
    ])
  }
}
