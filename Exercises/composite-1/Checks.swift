// The checks of exercise composite-1. Read them; do not edit them.
import ExerciseSupport

/// A pause between tracks: a kind of item `Playlist` was not written for.
struct Pause: Playable {
  var title: String { "(pause)" }
  let seconds: Int
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("an empty playlist lasts no time") {
        try expectEqual(Playlist(title: "Empty", items: []).seconds, 0, "an empty playlist")
      },
      Check("a playlist of tracks lasts as long as its tracks") {
        let side = Playlist(
          title: "Side A",
          items: [Track(title: "Blue", seconds: 180), Track(title: "Red", seconds: 200)])
        try expectEqual(side.seconds, 380, "two tracks of 180 and 200 seconds")
      },
      Check("playlists inside playlists count at every depth") {
        let encore = Playlist(title: "Encore", items: [Track(title: "Last", seconds: 60)])
        let set = Playlist(title: "Set", items: [Track(title: "One", seconds: 100), encore])
        let night = Playlist(title: "Night", items: [set, Track(title: "Walk-on", seconds: 30)])
        try expectEqual(
          night.seconds, 190,
          "a playlist holding a playlist holding a playlist: ask each item, not only the tracks")
      },
      Check("a kind of item the playlist never heard of counts too") {
        let list = Playlist(
          title: "With a pause", items: [Track(title: "One", seconds: 100), Pause(seconds: 5)])
        try expectEqual(
          list.seconds, 105,
          "a Pause is Playable: a playlist that looks only for Tracks and Playlists misses it")
      },
      Check("a playlist put on itself holds a copy of what it was") {
        var loop = Playlist(title: "Loop", items: [Track(title: "One", seconds: 10)])
        loop.items.append(loop)
        let inner = try unwrap(loop.items.last as? Playlist, "the playlist put on the playlist")
        try expect(
          inner.items.count == 1,
          "the playlist on the playlist holds \(inner.items.count) items, not the 1 it had: it "
            + "is the same playlist, not a copy, so it holds itself (make Playlist a value type)")
        try expectEqual(loop.seconds, 20, "the copy lasts 10 seconds, so the playlist 20")
      },
    ])
  }
}
