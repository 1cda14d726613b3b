// Design: closures up, calls down. Each part reports through a closure the mediator gives
// it (holding the mediator unowned), and the mediator tells each part what it needs
// through a method of that part's own, once per action; the state is the mediator's
// properties, and the parts are nested in the screen's namespace.

// Exercise mediator-3 · Now playing, your design
//
// Design the now-playing screen: four parts that never hold each other, and a mediator of
// yours that holds the rules. The checks make the screen and work it only through
// `DrivenByTheChecks` (NowPlayingScreen.swift), and read this file: see the task in
// Chapters/16-Mediator.md, section Exercises. The rest is yours to design.

/// The now-playing screen (the task's rules, as the starter says them).
@MainActor
final class NowPlaying {
  private let queue: [Track]
  private var index = 0
  private var position = 0
  private var isPlaying = false
  let button: Button
  let bar: Bar
  let list: List
  let status: Status

  init(queue: [Track], lines: ScreenLines) {
    self.queue = queue
    button = Button(line: lines.play)
    bar = Bar(line: lines.progress)
    list = List(line: lines.queue)
    status = Status(line: lines.status)
    button.onPress = { [unowned self] in handle { playOrPause() } }
    bar.onDrag = { [unowned self] second in handle { move(to: second) } }
    list.onPick = { [unowned self] place in handle { start(place) } }
    tellEveryPart()
  }

  /// Applies a rule when there is a track, then tells every part, whatever happened.
  private func handle(_ rule: () -> Void) {
    if !queue.isEmpty { rule() }
    tellEveryPart()
  }

  private func playOrPause() { isPlaying.toggle() }

  private func move(to second: Int) {
    guard second >= queue[index].seconds else {
      position = max(0, second)
      return
    }
    position = 0
    index += 1
    if index == queue.count {
      index = 0
      isPlaying = false
    }
  }

  private func start(_ place: Int) {
    guard queue.indices.contains(place) else { return }
    (index, position, isPlaying) = (place, 0, true)
  }

  private func tellEveryPart() {
    let track = queue.isEmpty ? nil : queue[index]
    button.show(playing: isPlaying)
    bar.show(at: position, of: track?.seconds)
    list.show(queue.map(\.title), current: index)
    status.show(
      track.map {
        "\(isPlaying ? "Playing" : "Paused") \($0.title) (\(index + 1) of \(queue.count))"
      } ?? "Nothing to play")
  }
}

extension NowPlaying {
  /// The play button.
  @MainActor
  final class Button: PlayButtonControl {
    var onPress: (() -> Void)?
    private let line: ScreenLine
    init(line: ScreenLine) { self.line = line }
    func press() { onPress?() }
    func show(playing: Bool) { line.draw(playing ? "[ Pause ]" : "[ Play ]") }
  }

  /// The progress bar.
  @MainActor
  final class Bar: ProgressControl {
    var onDrag: ((Int) -> Void)?
    private let line: ScreenLine
    init(line: ScreenLine) { self.line = line }
    func drag(to second: Int) { onDrag?(second) }

    func show(at position: Int, of length: Int?) {
      func time(_ seconds: Int) -> String {
        "\(seconds / 60):" + String(String(100 + seconds % 60).dropFirst())
      }
      line.draw(length.map { "\(time(position)) / \(time($0))" } ?? "--:-- / --:--")
    }
  }

  /// The queue.
  @MainActor
  final class List: QueueControl {
    var onPick: ((Int) -> Void)?
    private let line: ScreenLine
    init(line: ScreenLine) { self.line = line }
    func pick(_ index: Int) { onPick?(index) }

    func show(_ titles: [String], current: Int) {
      let marked = titles.enumerated().map { $0.offset == current ? "[\($0.element)]" : $0.element }
      line.draw(marked.isEmpty ? "Queue empty" : marked.joined(separator: " · "))
    }
  }

  /// The status line.
  @MainActor
  final class Status {
    private let line: ScreenLine
    init(line: ScreenLine) { self.line = line }
    func show(_ text: String) { line.draw(text) }
  }
}

/// The checks' way in: each in your screen's own terms.
extension NowPlaying: DrivenByTheChecks {
  static func make(queue: [Track], lines: ScreenLines) -> NowPlaying {
    NowPlaying(queue: queue, lines: lines)
  }

  var playControl: any PlayButtonControl {
    button
  }

  var progressControl: any ProgressControl {
    bar
  }

  var queueControl: any QueueControl {
    list
  }

  var allParts: [AnyObject] {
    [button, bar, list, status]
  }
}
