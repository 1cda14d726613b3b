// Mistake: the held time lives in one static property of Held rather than in each
// held value, so stopping a second watch changes what the first one shows.
// Lesson: a state's data travels in the state object; shared storage outside it makes
// every watch one watch (chapter 12, the states).
// Exercise state-1 · The stopwatch, held
//
// A stopwatch has three states: reset, running and held (stopped, showing its time).
// Stopwatch.swift gives you two of them and the watch itself; write the third. The
// task is in Chapters/12-State.md, section Exercises.

/// Stopped, showing the time it was stopped at: Start counts on from there, Reset goes
/// back to zero.
struct Held: StopwatchState {
  /// The time the watch was last stopped at.
  nonisolated(unsafe) static var heldTime: Duration = .zero

  init(holding time: Duration) {
    Held.heldTime = time
  }

  var buttons: String { "[Reset] [Start]" }

  func time(at now: Duration) -> Duration {
    Held.heldTime
  }

  func startStop(at now: Duration) -> Running {
    Running(from: Held.heldTime, since: now)
  }

  func reset() -> Reset {
    Reset()
  }
}
