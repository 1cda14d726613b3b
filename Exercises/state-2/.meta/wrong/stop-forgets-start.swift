// Mistake: Stop holds only the time since the last Start, forgetting where the running
// watch started from, so a watch stopped twice loses its first stretch.
// Lesson: each request's switch must use all a case carries; one forgotten associated
// value in one branch is a bug no other branch shows (chapter 12, state objects or an
// enum).
// Exercise state-2 · The stopwatch as an enum
//
// Chapter 12 contrasts state objects with one enum whose cases carry what each state
// needs. Write exercise state-1's stopwatch that way. The task is in
// Chapters/12-State.md, section Exercises.

/// A stopwatch's state, as one value: reset, running from `start` since `since` on the
/// clock, or held at a time.
enum StopwatchPhase: Equatable {
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

  /// The time the watch shows at `now`.
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
    case .running(_, let since): self = .held(at: now - since)
    case .held(let time): self = .running(from: time, since: now)
    }
  }

  /// The left button: Reset, which only a held watch has.
  mutating func reset() {
    if case .held = self { self = .reset }
  }
}
