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
