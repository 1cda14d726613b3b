// The checks of exercise memento-1. Read them; do not edit them.
import ExerciseSupport

/// What a playlist is, for comparing.
func state(_ playlist: Playlist) -> String {
  "\(playlist.tracks) at \(playlist.position)"
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
    ])
  }
}
