// Mistake: the running case carries the time it counts on from in whole seconds, so
// each Start from a held watch drops the fraction it was held at.
// Lesson: a case carries all its state needs, at the precision the watch shows; the
// choice of what a case carries is the design (chapter 12, state objects or an enum).

/// A stopwatch's state, as one value; a watch starts `.reset`.
enum StopwatchPhase {
  case reset
  case running(fromSeconds: Int64, since: Duration)
  case held(at: Duration)

  /// The two buttons as the watch shows them; in parentheses, one that does nothing.
  var buttons: String {
    switch self {
    case .reset: "(Reset) [Start]"
    case .running: "(Reset) [Stop]"
    case .held: "[Reset] [Start]"
    }
  }

  /// The time the watch shows at `now`, on its clock.
  func time(at now: Duration) -> Duration {
    switch self {
    case .reset: .zero
    case .running(let seconds, let since): .seconds(seconds) + (now - since)
    case .held(let time): time
    }
  }

  /// The right button: Start from reset or held, Stop while running.
  mutating func startStop(at now: Duration) {
    switch self {
    case .reset: self = .running(fromSeconds: 0, since: now)
    case .running: self = .held(at: time(at: now))
    case .held(let time): self = .running(fromSeconds: time.components.seconds, since: now)
    }
  }

  /// The left button: Reset, which only a held watch has.
  mutating func reset() {
    if case .held = self { self = .reset }
  }
}
