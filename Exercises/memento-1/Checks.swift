// The checks of exercise memento-1. Read them; do not edit them.
import ExerciseSupport

// The task's promises, and the checks that hold each:
// - a playlist changed in any way comes back exactly to the moment a memento was made:
//   the first check, and the last, over any playlist and any changes;
// - a memento is a copy, never the playlist: the second, and the last (into a second
//   playlist);
// - one memento restores again and again: the third, and the last;
// - mementos of different moments stay apart: the fourth, and the last.

/// What a playlist is, for comparing.
func state(_ playlist: Playlist) -> String {
  "\(playlist.tracks) at \(playlist.position)"
}

/// One thing a check does with a playlist: a change, a memento made, or a restore from
/// one made earlier (numbered from 0 in the order they were made), into the playlist or
/// into a second one.
enum Step: Sendable, CustomStringConvertible {
  case add(String)
  case skip
  case removeCurrent
  case makeMemento
  case restore(memento: Int)
  case restoreSecondPlaylist(memento: Int)

  /// Tracks drawn from a few names, so that a playlist often lists one twice.
  static let track = Generators.element(of: ["A", "B", "Blue Hour", "", "a"])

  static let any = Generators.oneOf([
    track.map { Step.add($0) },
    Generators.element(of: [Step.skip, .removeCurrent, .makeMemento]),
    Generators.int(in: 0...3).map { Step.restore(memento: $0) },
    Generators.int(in: 0...3).map { Step.restoreSecondPlaylist(memento: $0) },
  ])

  var description: String {
    switch self {
    case .add(let track): "add(\"\(track)\")"
    case .skip: "skip()"
    case .removeCurrent: "removeCurrent()"
    case .makeMemento: "makeMemento()"
    case .restore(let number): "restore(from: memento \(number))"
    case .restoreSecondPlaylist(let number): "second.restore(from: memento \(number))"
    }
  }
}

/// A playlist as it starts (empty, or with tracks that repeat, playing any of them),
/// and the steps taken with it.
struct Session: Sendable, CustomStringConvertible {
  var tracks: [String]
  var position: Int
  var steps: [Step]

  static let any = Generators.array(of: Step.track, length: 0...4).flatMap { tracks in
    Generators.int(in: 0...max(0, tracks.count - 1)).flatMap { position in
      Generators.array(of: Step.any, length: 1...12).map {
        Session(tracks: tracks, position: position, steps: $0)
      }
    }
  }

  var description: String {
    "Playlist(tracks: \(tracks), position: \(position)), then "
      + steps.map(\.description).joined(separator: ", ")
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a memento restores the tracks and the position") {
        let playlist = Playlist(tracks: ["Blue Hour", "Northbound", "Harbour Lights"])
        playlist.skip()
        let memento = playlist.makeMemento()
        let before = state(playlist)
        playlist.removeCurrent()
        playlist.add("Night Trains")
        playlist.skip()
        try expect(state(playlist) != before, "the playlist changed")
        playlist.restore(from: memento)
        try expectEqual(state(playlist), before, "the playlist after the restore")
      },
      Check("a memento is a snapshot: later changes never reach it") {
        let playlist = Playlist(tracks: ["A", "B", "C"])
        let memento = playlist.makeMemento()
        playlist.add("D")
        playlist.skip()
        playlist.skip()
        let other = Playlist(tracks: [])
        other.restore(from: memento)
        try expect(
          state(other) == "[\"A\", \"B\", \"C\"] at 0",
          "restored from a memento made at A, B, C (at 0), the playlist is \(state(other)): the "
            + "memento follows the live playlist instead of keeping a copy of its state. "
            + "A memento that only points at the originator remembers nothing.")
      },
      Check("one memento restores again and again, unchanged by the restores") {
        let playlist = Playlist(tracks: ["A", "B"], position: 1)
        let memento = playlist.makeMemento()
        for _ in 0..<3 {
          playlist.restore(from: memento)
          playlist.removeCurrent()
          playlist.add("X")
        }
        playlist.restore(from: memento)
        try expectEqual(state(playlist), "[\"A\", \"B\"] at 1", "after three restores")
      },
      Check("mementos of different moments stay apart") {
        let playlist = Playlist(tracks: ["A"])
        let first = playlist.makeMemento()
        playlist.add("B")
        playlist.skip()
        let second = playlist.makeMemento()
        playlist.restore(from: first)
        try expectEqual(state(playlist), "[\"A\"] at 0", "back to the first")
        playlist.restore(from: second)
        try expectEqual(state(playlist), "[\"A\", \"B\"] at 1", "on to the second")
      },
      Check("any playlist, changed in any way, comes back exactly to each memento it made") {
        // Empty playlists, tracks listed twice, a restore with only the position changed,
        // a memento restored into a second playlist: every restore gives the state the
        // memento was made of, tracks and position both.
        try forAll(Session.any) { session in
          let playlist = Playlist(tracks: session.tracks, position: session.position)
          let second = Playlist(tracks: ["Second"])
          var mementos: [(memento: PlaylistMemento, state: String)] = []
          var taken: [String] = []
          for step in session.steps {
            taken.append("\(step)")
            let restored: Playlist
            let number: Int
            switch step {
            case .add(let track):
              playlist.add(track)
              continue
            case .skip:
              playlist.skip()
              continue
            case .removeCurrent:
              playlist.removeCurrent()
              continue
            case .makeMemento:
              mementos.append((playlist.makeMemento(), state(playlist)))
              continue
            case .restore(let memento): (restored, number) = (playlist, memento)
            case .restoreSecondPlaylist(let memento): (restored, number) = (second, memento)
            }
            guard mementos.indices.contains(number) else { continue }
            restored.restore(from: mementos[number].memento)
            try expectEqual(
              state(restored), mementos[number].state,
              "the playlist after \(taken.joined(separator: ", ")) (memento \(number) was made "
                + "at \(mementos[number].state))")
          }
        }
      },
    ])
  }
}
