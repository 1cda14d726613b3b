// Mistake: the running case carries nothing; where it counts on from and when it
// started are kept in static properties, so a second watch's Start moves the first.
// Lesson: with an enum, a case's associated values are the state's data; what lives
// outside the value is shared by every watch and every copy (chapter 12, state objects
// or an enum).

/// A stopwatch's state, as one value; a watch starts `.reset`.
enum StopwatchPhase {
  case reset
  case running

  /// Where the running watch counts on from, and the clock time it started.
  nonisolated(unsafe) static var runningFrom: Duration = .zero
  nonisolated(unsafe) static var runningSince: Duration = .zero
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
    case .running: Self.runningFrom + (now - Self.runningSince)
    case .held(let time): time
    }
  }

  /// The right button: Start from reset or held, Stop while running.
  mutating func startStop(at now: Duration) {
    switch self {
    case .reset:
      (Self.runningFrom, Self.runningSince) = (.zero, now)
      self = .running
    case .running: self = .held(at: time(at: now))
    case .held(let time):
      (Self.runningFrom, Self.runningSince) = (time, now)
      self = .running
    }
  }

  /// The left button: Reset, which only a held watch has.
  mutating func reset() {
    if case .held = self { self = .reset }
  }
}
