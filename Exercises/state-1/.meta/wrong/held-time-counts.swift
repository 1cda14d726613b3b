// Mistake: Start counts from the clock's zero, so the time the watch was held counts too.
// Lesson: the clock runs only in the running state (chapter 12, the clock).
// Exercise state-1 · The stopwatch, held
//
// A stopwatch has three states: reset, running and held (stopped, showing its time).
// Stopwatch.swift gives you two of them and the watch itself; write the third. The
// task is in Chapters/12-State.md, section Exercises.

/// Stopped, showing the time it was stopped at: Start counts on from there, Reset goes
/// back to zero.
struct Held: StopwatchState {
  let heldTime: Duration

  init(holding time: Duration) {
    heldTime = time
  }

  var buttons: String { "[Reset] [Start]" }

  func time(at now: Duration) -> Duration {
    heldTime
  }

  func startStop(at now: Duration) -> Running {
    Running(from: heldTime, since: .zero)
  }

  func reset() -> Reset {
    Reset()
  }
}
