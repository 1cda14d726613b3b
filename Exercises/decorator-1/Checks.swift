// The checks of exercise decorator-1. Read them; do not edit them.
import ExerciseSupport
import MVC
import Singleton

/// The album's line, asked of a copy. Were oneLine() ever made `mutating`, these checks
/// would still compile, and the probe would say what is wrong.
func line(of album: Album) -> String {
  var copy = album
  return copy.oneLine()
}

/// Any album: titles and artists of one to four words, so some run long, often shared
/// between albums; years as the app keeps them (four digits, none, or odd text).
let anyAlbum = Generators.array(of: Generators.sharedName, length: 1...4).flatMap { title in
  Generators.array(of: Generators.sharedName, length: 1...4).flatMap { artist in
    Generators.year.map {
      Album(
        title: title.joined(separator: " "), artist: artist.joined(separator: " "),
        genre: "Rock", coverUrl: "", year: $0)
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("Best of Bowie reads “Best of Bowie — David Bowie (1992)”") {
        let bowie = PersistencyManager.tutorialAlbums[0]
        try expectEqual(line(of: bowie), "Best of Bowie — David Bowie (1992)", "the line")
      },
      Check("each of the tutorial's five albums reads title — artist (year)") {
        let expected = [
          "Best of Bowie — David Bowie (1992)",
          "It's My Life — No Doubt (2003)",
          "Nothing Like The Sun — Sting (1999)",
          "Staring at the Sun — U2 (2000)",
          "American Pie — Madonna (2000)",
        ]
        for (album, wanted) in zip(PersistencyManager.tutorialAlbums, expected) {
          try expectEqual(line(of: album), wanted, "the line of “\(album.title)”")
        }
      },
      Check("an album with no year has no empty brackets") {
        let demo = Album(
          title: "Kitchen Tapes", artist: "The Lodgers", genre: "Indie", coverUrl: "",
          year: "")
        try expectEqual(line(of: demo), "Kitchen Tapes — The Lodgers", "the line")
      },
      Check("any album, long or short, any year, asked in any order: its own line, whole") {
        // Albums that share titles and years but not artists, titles and artists that run
        // long, years that are not numbers: each line is the album's own title, artist and
        // year, all of them, with brackets unless the year is empty.
        try forAll(Generators.array(of: anyAlbum, length: 1...6)) { albums in
          for album in albums + albums.reversed() {
            let wanted =
              "\(album.title) — \(album.artist)" + (album.year.isEmpty ? "" : " (\(album.year))")
            try expectEqual(
              line(of: album), wanted,
              "the line of “\(album.title)” by “\(album.artist)” (year “\(album.year)”)")
          }
        }
      },
      Check("the line leaves the album as it was and is the same every time") {
        var album = PersistencyManager.tutorialAlbums[3]
        let before = album
        let first = album.oneLine()
        let second = album.oneLine()
        try expectEqual(album, before, "the album after two oneLine() calls")
        try expectEqual(second, first, "the second line")
        album.year = "2001"
        try expectEqual(
          album.oneLine(), "Staring at the Sun — U2 (2001)",
          "the line after the year changed: it should be made from the album each time")
      },
    ])
  }
}
