// snippet.miniature
final class Playlist {  // the receiver: does the work, knows nothing of undo
  var tracks = ["Blue Hour", "Northbound", "Harbour Lights"] { didSet { print(tracks) } }
}

struct Remove {  // the command: one change as a value that can make its opposite
  let playlist: Playlist, index: Int, track: String  // recorded, so undo can put it back
  init(at index: Int, in playlist: Playlist) {
    (self.playlist, self.index, track) = (playlist, index, playlist.tracks[index])
  }
  func execute() { playlist.tracks.remove(at: index) }
  func undo() { playlist.tracks.insert(track, at: index) }
}

struct History {  // the invoker, with a memory: does, takes back, does again
  private var done: [Remove] = [], undone: [Remove] = []
  mutating func perform(_ command: Remove) {
    command.execute()
    done.append(command)
    undone.removeAll()  // after a new change, what was undone no longer fits
  }
  mutating func undo() {
    guard let command = done.popLast() else { return }
    command.undo()
    undone.append(command)
  }
  mutating func redo() {
    guard let command = undone.popLast() else { return }
    command.execute()
    done.append(command)
  }
}

let playlist = Playlist()
var history = History()
history.perform(Remove(at: 0, in: playlist))
history.perform(Remove(at: 1, in: playlist))
history.undo()
history.redo()
history.perform(Remove(at: 0, in: playlist))
history.redo()  // prints nothing: the new remove ended the redo stack
// snippet.end
