// snippet.miniature
struct Track {
  let title: String, minutes: Int
}

protocol TrackOrder {  // the strategy: one way to put two tracks in order
  var name: String { get }
  func comesFirst(_ first: Track, _ second: Track) -> Bool
}

struct ByTitle: TrackOrder {
  let name = "by title"
  func comesFirst(_ first: Track, _ second: Track) -> Bool { first.title < second.title }
}

struct ShortestFirst: TrackOrder {
  let name = "shortest first"
  func comesFirst(_ first: Track, _ second: Track) -> Bool { first.minutes < second.minutes }
}

struct Playlist {  // the context: holds an order and asks it, never which one it is
  let tracks: [Track]
  var order: any TrackOrder
  func show() {  // sorted(by:) is stable: tracks the order ties keep their places
    print(order.name + ":", tracks.sorted(by: order.comesFirst).map(\.title))
  }
}

var playlist = Playlist(
  tracks: [
    Track(title: "Northbound", minutes: 4), Track(title: "Blue Hour", minutes: 6),
    Track(title: "Harbour Lights", minutes: 4),
  ],
  order: ByTitle())
playlist.show()
playlist.order = ShortestFirst()  // a new strategy, and no change to Playlist
playlist.show()
// snippet.end
