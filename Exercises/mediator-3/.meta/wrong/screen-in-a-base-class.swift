// Mistake: the parts share a base class that holds the screen as it is, `NowPlaying`, so
// no part's own declaration names it; each still reaches the whole screen.
// Lesson: what a part inherits is part of it; a colleague knows its mediator only through
// a protocol, in a base class as anywhere.
// Exercise mediator-3 · Now playing, your design
//
// Design the now-playing screen: four parts that never hold each other, and a mediator of
// yours that holds the rules. The checks make the screen and work it only through
// `DrivenByTheChecks` (NowPlayingScreen.swift), and read this file: see the task in
// Chapters/16-Mediator.md, section Exercises. The rest is yours to design.

/// The now-playing screen. Its four parts each draw on their own line:
///
///     play button    [ Play ]                     [ Pause ] while playing
///     progress bar   1:05 / 3:40                  the position and the track's length
///     queue          Low · [Heroes] · Lodger      the track at hand in brackets
///     status line    Playing Heroes (2 of 3)      Paused Heroes (2 of 3) when not
///
/// With an empty queue: "[ Play ]", "--:-- / --:--", "Queue empty", "Nothing to play".
/// Times are minutes and seconds, the seconds in two digits: 0:05, 12:40.
///
/// The rules. The screen opens paused at the start of the first track. The play button
/// plays or pauses; with an empty queue it does nothing. Dragging the progress bar moves
/// the position there (below 0 is 0); dragged to the track's length or past it, the track
/// is over: the next one starts from 0:00, playing if the last one was, and after the last
/// track the screen goes back to the first, paused. Picking a track in the queue starts it
/// from 0:00, playing; a place the queue does not have changes nothing.
///
/// Every part draws its line once when the screen is made, and once after each thing the
/// user does, even when nothing changed.
@MainActor
final class NowPlaying {
  /// What is playing now: the screen's state, which only the mediator writes.
  private(set) var now: PlayerState
  let playButton: PlayButton
  let progressBar: ProgressBar
  let queueList: QueueList
  let statusLine: StatusLine
  private let parts: [any PlayerPart]

  init(queue: [Track], lines: ScreenLines) {
    now = PlayerState(queue: queue)
    playButton = PlayButton(line: lines.play)
    progressBar = ProgressBar(line: lines.progress)
    queueList = QueueList(line: lines.queue)
    statusLine = StatusLine(line: lines.status)
    parts = [playButton, progressBar, queueList, statusLine]
    for part in parts {
      part.mediator = self
      part.show(now)
    }
  }
}

extension NowPlaying: PlayerMediator {
  /// What the user did, made into the next state by the rules, then told to every part,
  /// once.
  func part(_ part: any PlayerPart, did event: PlayerEvent) {
    now = now.after(event)
    for part in parts { part.show(now) }
  }
}

/// The one thing every part of the screen talks to: its mediator, as the parts see it.
@MainActor
protocol PlayerMediator: AnyObject {
  /// `part` reports what the user did to it.
  func part(_ part: any PlayerPart, did event: PlayerEvent)
}

/// A part of the screen: it knows its mediator, through the protocol above, and no other
/// part. It reports what the user did, and draws what it is told, never reporting back.
@MainActor
protocol PlayerPart: AnyObject {
  /// Where it reports; weak, because the mediator holds its parts.
  var mediator: (any PlayerMediator)? { get set }
  /// Draws its share of `now` on its line.
  func show(_ now: PlayerState)
}

/// What the user did to a part, in the screen's words.
enum PlayerEvent: Equatable, Sendable {
  case pressed
  case dragged(to: Int)
  case picked(Int)
}

/// What is playing: the queue, the track at hand, how far into it, and whether it plays.
struct PlayerState: Equatable, Sendable {
  let queue: [Track]
  var index = 0
  var position = 0
  var isPlaying = false

  init(queue: [Track]) { self.queue = queue }

  /// The track at hand; `nil` with an empty queue.
  var track: Track? { queue.indices.contains(index) ? queue[index] : nil }

  /// The state `event` leads to, by the screen's rules.
  func after(_ event: PlayerEvent) -> PlayerState {
    guard let track else { return self }
    var next = self
    switch event {
    case .pressed:
      next.isPlaying.toggle()
    case .dragged(let second) where second < track.seconds:
      next.position = max(0, second)
    case .dragged:
      next.position = 0
      if index + 1 < queue.count {
        next.index += 1
      } else {
        (next.index, next.isPlaying) = (0, false)
      }
    case .picked(let place) where queue.indices.contains(place):
      (next.index, next.position, next.isPlaying) = (place, 0, true)
    case .picked:
      break
    }
    return next
  }
}

/// `seconds` as minutes and seconds: 0:05, 12:40.
func clock(_ seconds: Int) -> String {
  let rest = seconds % 60
  return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
}

/// What every part has: the screen it reports to.
@MainActor
class ScreenPart {
  weak var screen: NowPlaying?
  var mediator: (any PlayerMediator)? {
    get { screen }
    set { screen = newValue as? NowPlaying }
  }
}

/// "[ Play ]", or "[ Pause ]" while playing.
@MainActor
final class PlayButton: ScreenPart, PlayerPart, PlayButtonControl {
  private let line: ScreenLine

  init(line: ScreenLine) { self.line = line }

  func press() { screen?.part(self, did: .pressed) }

  func show(_ now: PlayerState) { line.draw(now.isPlaying ? "[ Pause ]" : "[ Play ]") }
}

/// "1:05 / 3:40": how far into the track, and its length.
@MainActor
final class ProgressBar: ScreenPart, PlayerPart, ProgressControl {
  private let line: ScreenLine

  init(line: ScreenLine) { self.line = line }

  func drag(to second: Int) { screen?.part(self, did: .dragged(to: second)) }

  func show(_ now: PlayerState) {
    line.draw(now.track.map { "\(clock(now.position)) / \(clock($0.seconds))" } ?? "--:-- / --:--")
  }
}

/// "Low · [Heroes] · Lodger": the queue, the track at hand in brackets.
@MainActor
final class QueueList: ScreenPart, PlayerPart, QueueControl {
  private let line: ScreenLine

  init(line: ScreenLine) { self.line = line }

  func pick(_ index: Int) { screen?.part(self, did: .picked(index)) }

  func show(_ now: PlayerState) {
    let titles = now.queue.indices.map { place in
      place == now.index ? "[\(now.queue[place].title)]" : now.queue[place].title
    }
    line.draw(titles.isEmpty ? "Queue empty" : titles.joined(separator: " · "))
  }
}

/// "Playing Heroes (2 of 3)": a part that only shows.
@MainActor
final class StatusLine: ScreenPart, PlayerPart {
  private let line: ScreenLine

  init(line: ScreenLine) { self.line = line }

  func show(_ now: PlayerState) {
    line.draw(
      now.track.map {
        "\(now.isPlaying ? "Playing" : "Paused") \($0.title) (\(now.index + 1) of \(now.queue.count))"
      } ?? "Nothing to play")
  }
}

/// The checks' way in: each in your screen's own terms.
extension NowPlaying: DrivenByTheChecks {
  static func make(queue: [Track], lines: ScreenLines) -> NowPlaying {
    NowPlaying(queue: queue, lines: lines)
  }

  var playControl: any PlayButtonControl {
    playButton
  }

  var progressControl: any ProgressControl {
    progressBar
  }

  var queueControl: any QueueControl {
    queueList
  }

  var allParts: [AnyObject] {
    [playButton, progressBar, queueList, statusLine]
  }
}
