// The checks of exercise composite-1. Read them; do not edit them.
import ExerciseSupport

/// A pause between tracks: a kind of item `Playlist` was not written for. It plays no
/// track.
struct Pause: Playable {
  var title: String { "(pause)" }
  let seconds: Int
  var trackTitles: [String] { [] }
}

/// A leaf the checks generate: a track, or a pause.
struct Leaf: Sendable, CustomStringConvertible {
  let title: String
  let seconds: Int
  let isPause: Bool

  var description: String { isPause ? "pause \(seconds)s" : "“\(title)” \(seconds)s" }

  static let any = Generators.bool.flatMap { isPause in
    Generators.sharedName.flatMap { title in
      Generators.int(in: 0...600).map { Leaf(title: title, seconds: $0, isPause: isPause) }
    }
  }
}

/// The generated tree as playlists (its nodes), tracks and pauses (its leaves).
func playable(_ tree: GeneratedTree<Leaf>) -> any Playable {
  switch tree {
  case .leaf(let leaf):
    leaf.isPause ? Pause(seconds: leaf.seconds) : Track(title: leaf.title, seconds: leaf.seconds)
  case .node(let title, let children):
    Playlist(title: title, items: children.map(playable))
  }
}

/// Playlists of any depth and width, holding tracks and pauses.
let playlists = Generators.array(
  of: Generators.tree(of: Leaf.any, depth: 4, width: 3), length: 0...4)

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("an empty playlist plays nothing, for no time") {
        let empty = Playlist(title: "Empty", items: [])
        try expectEqual(empty.seconds, 0, "how long an empty playlist plays")
        try expectEqual(empty.trackTitles, [], "what an empty playlist plays")
      },
      Check("a playlist of tracks plays its tracks, in order, for as long as they last") {
        let side = Playlist(
          title: "Side A",
          items: [Track(title: "Blue", seconds: 180), Track(title: "Red", seconds: 200)])
        try expectEqual(side.seconds, 380, "two tracks of 180 and 200 seconds")
        try expectEqual(side.trackTitles, ["Blue", "Red"], "what side A plays")
      },
      Check("playlists inside playlists count at every depth, in play order") {
        let encore = Playlist(title: "Encore", items: [Track(title: "Last", seconds: 60)])
        let set = Playlist(title: "Set", items: [Track(title: "One", seconds: 100), encore])
        let night = Playlist(title: "Night", items: [set, Track(title: "Walk-on", seconds: 30)])
        try expectEqual(
          night.seconds, 190,
          "a playlist holding a playlist holding a playlist: ask each item, not only the tracks")
        try expect(
          night.trackTitles == ["One", "Last", "Walk-on"],
          "the night plays \(night.trackTitles), not [\"One\", \"Last\", \"Walk-on\"]: a "
            + "playlist plays each item whole, in turn, and a playlist's own title is no "
            + "track.")
      },
      Check("a kind of item the playlist never heard of counts too") {
        let list = Playlist(
          title: "With a pause", items: [Track(title: "One", seconds: 100), Pause(seconds: 5)])
        try expectEqual(
          list.seconds, 105,
          "a Pause is Playable: a playlist that looks only for Tracks and Playlists misses it")
        try expectEqual(list.trackTitles, ["One"], "a pause plays no track")
      },
      Check("any playlist plays every track under it, in order, for as long as they last") {
        try forAll(playlists) { forest in
          let list = Playlist(title: "Generated", items: forest.map(playable))
          let leaves = forest.flatMap(\.leaves)
          try expectEqual(
            list.seconds, leaves.reduce(0) { $0 + $1.seconds },
            "how long the playlist plays: the sum of every item under it, at any depth")
          try expectEqual(
            list.trackTitles, leaves.filter { !$0.isPause }.map(\.title),
            "the tracks it plays: depth first, in order, pauses playing none")
        }
      },
      Check("a playlist whose items change plays what it holds now") {
        try forAll(Generators.array(of: playlists, length: 2...2)) { forests in
          var list = Playlist(title: "Changing", items: forests[0].map(playable))
          list.items = forests[1].map(playable)
          let leaves = forests[1].flatMap(\.leaves)
          try expectEqual(
            list.seconds, leaves.reduce(0) { $0 + $1.seconds },
            "how long it plays once its items are replaced: the sum of what it holds now, "
              + "asked when asked, not a total kept from before")
          try expectEqual(
            list.trackTitles, leaves.filter { !$0.isPause }.map(\.title),
            "the tracks it plays once its items are replaced")
        }
      },
      Check("a playlist put on itself holds a copy of what it was") {
        var loop = Playlist(title: "Loop", items: [Track(title: "One", seconds: 10)])
        loop.items.append(loop)
        let inner = try unwrap(loop.items.last as? Playlist, "the playlist put on the playlist")
        try expect(
          inner.items.count == 1,
          "the playlist on the playlist holds \(inner.items.count) items, not the 1 it had: it "
            + "is the same playlist, not a copy, so it holds itself and would play forever. "
            + "A value type puts a copy on the list.")
        try expectEqual(loop.seconds, 20, "the copy lasts 10 seconds, so the playlist 20")
        try expectEqual(loop.trackTitles, ["One", "One"], "the playlist, then its copy")
      },
      Check("a playlist put inside a playlist it is in, at any depth, holds a copy") {
        for depth in 1...4 {
          var inner = Playlist(title: "Inner", items: [Track(title: "One", seconds: 10)])
          var outer: any Playable = inner
          for level in 1...depth { outer = Playlist(title: "Level \(level)", items: [outer]) }
          inner.items.append(outer)
          var held = outer
          for _ in 1...depth {
            held = try unwrap((held as? Playlist)?.items.first, "the playlist one level down")
          }
          let copy = try unwrap(held as? Playlist, "the inner playlist, \(depth) levels down")
          try expect(
            copy.items.count == 1,
            "the inner playlist, \(depth) levels down in the playlist put on it, holds "
              + "\(copy.items.count) items, not the 1 it had: it is the same playlist, so the "
              + "two hold each other and would play forever. A value type puts a copy there.")
          try expectEqual(inner.seconds, 20, "the inner playlist and the copy of it inside")
        }
      },
      Check("a playlist asks its items, never which kind each one is") {
        let asked = try SwiftSource(contentsOfFile: "Playlist.swift").typeTests
        try expect(
          asked.isEmpty,
          "Playlist.swift asks items their kind (\(asked.joined(separator: ", "))): ask "
            + "each item through Playable, and let a playlist answer for what is under it")
      },
    ])
  }
}
