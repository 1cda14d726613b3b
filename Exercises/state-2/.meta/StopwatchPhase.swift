// Exercise state-2 · The stopwatch as an enum
//
// Chapter 12 contrasts state objects with one enum whose cases carry what each state
// needs. Write exercise state-1's stopwatch that way, and decide what each case
// carries. The task is in Chapters/12-State.md, section Exercises.

/// A stopwatch's state, as one value; a watch starts `.reset`.
enum StopwatchPhase {
  case reset
  // solution.begin
  case running(from: Duration, since: Duration)
  case held(at: Duration)
  // solution.starter
  //>   case running  // TODO: what must a running watch carry to show its time, now and later?
  //>   case held  // TODO: and a held one?
  // solution.end

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
    // solution.begin
    switch self {
    case .reset: .zero
    case .running(let start, let since): start + (now - since)
    case .held(let time): time
    }
    // solution.starter
    //>     .zero  // TODO
    // solution.end
  }

  /// The right button: Start from reset or held, Stop while running.
  mutating func startStop(at now: Duration) {
    // solution.begin
    switch self {
    case .reset: self = .running(from: .zero, since: now)
    case .running: self = .held(at: time(at: now))
    case .held(let time): self = .running(from: time, since: now)
    }
    // solution.starter
    //>     // TODO
    // solution.end
  }

  /// The left button: Reset, which only a held watch has.
  mutating func reset() {
    // solution.begin
    if case .held = self { self = .reset }
    // solution.starter
    //>     // TODO
    // solution.end
  }
}
