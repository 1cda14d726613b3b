// The pattern in miniature: Model–View–Controller in one file, outside the app.
// Chapter 1 quotes it; `swift run miniature-mvc` prints what the chapter shows.

// snippet.miniature
/// Model: what the program knows, and the rule for changing it. No screen in sight.
struct Track {
  var title: String
  var plays = 0

  mutating func play() { plays += 1 }
}

/// View: draws the plain values it is handed. It has never heard of a track.
final class LineView {
  func show(name: String, detail: String) {
    print("\(name) · \(detail)")
  }
}

/// Controller: the only type that knows both sides, and what a key press means.
final class TrackController {
  private var track: Track
  private let view = LineView()

  init(track: Track) {
    self.track = track
    refresh()
  }

  func handle(key: Character) {
    guard key == "p" else { return }  // the controller decides what a key means
    track.play()  // …asks the model to change…
    refresh()  // …and hands the view the new values.
  }

  private func refresh() {
    view.show(name: track.title, detail: "plays: \(track.plays)")
  }
}

let controller = TrackController(track: Track(title: "Space Oddity"))
for key: Character in ["p", "x", "p"] { controller.handle(key: key) }
// snippet.end
