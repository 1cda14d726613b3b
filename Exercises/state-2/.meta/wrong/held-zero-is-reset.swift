// Mistake: Stop at the instant of Start holds zero, and the phase takes a held zero for
// .reset, so the watch shows (Reset) [Start] though it is held.
// Lesson: a case is the state, not the value it carries: held at zero is still held,
// with its Reset button (chapter 12, state objects or an enum).

/// A stopwatch's state, as one value; a watch starts `.reset`.
enum StopwatchPhase {
  case reset
  case running(from: Duration, since: Duration)
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
    case .running(let start, let since): start + (now - since)
    case .held(let time): time
    }
  }

  /// The right button: Start from reset or held, Stop while running.
  mutating func startStop(at now: Duration) {
    switch self {
    case .reset: self = .running(from: .zero, since: now)
    case .running:
      let shown = time(at: now)
      self = shown == .zero ? .reset : .held(at: shown)
    case .held(let time): self = .running(from: time, since: now)
    }
  }

  /// The left button: Reset, which only a held watch has.
  mutating func reset() {
    if case .held = self { self = .reset }
  }
}
