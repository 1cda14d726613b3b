// Given with exercise mediator-3. Read it; do not edit it: the checks name it.

/// A track of the queue.
struct Track: Equatable, Sendable {
  var title: String
  /// How long it plays, in whole seconds; at least 1.
  var seconds: Int
}

/// One line of the terminal. A part of the screen draws its line here, once each time it
/// is told what to show; the checks read what it says, and count the draws.
@MainActor
final class ScreenLine {
  private(set) var text = ""
  private(set) var draws = 0

  /// Draws `text` on the line, in place of what it showed.
  func draw(_ text: String) {
    self.text = text
    draws += 1
  }
}

/// The screen's four lines, one for each part: the play button, the progress bar, the
/// queue and the status line.
@MainActor
struct ScreenLines {
  let play = ScreenLine()
  let progress = ScreenLine()
  let queue = ScreenLine()
  let status = ScreenLine()
}

/// What the user can do to the play button: press it.
@MainActor
protocol PlayButtonControl: AnyObject {
  func press()
}

/// What the user can do to the progress bar: drag it to a second of the track.
@MainActor
protocol ProgressControl: AnyObject {
  func drag(to second: Int)
}

/// What the user can do to the queue: pick a track, by its place (from 0).
@MainActor
protocol QueueControl: AnyObject {
  func pick(_ index: Int)
}

/// How the checks make the screen and work it: the user's side of three parts, and every
/// part, for the checks to look inside.
@MainActor
protocol DrivenByTheChecks: AnyObject {
  /// A new screen for `queue`, its parts drawing on `lines`.
  static func make(queue: [Track], lines: ScreenLines) -> Self
  /// The play button.
  var playControl: any PlayButtonControl { get }
  /// The progress bar.
  var progressControl: any ProgressControl { get }
  /// The queue.
  var queueControl: any QueueControl { get }
  /// The screen's four parts, the three above and the status line, each once.
  var allParts: [AnyObject] { get }
}
