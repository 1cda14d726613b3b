// Mistake: the held state keeps the time it was stopped at in whole seconds, so a
// watch stopped at 7.4 seconds shows 7, and Start counts on from 7.
// Lesson: a state keeps what it is handed as it was handed; the time a watch shows is
// never rounded by the state that holds it (chapter 12, the states).
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
    heldTime = .seconds(time.components.seconds)
  }

  var buttons: String { "[Reset] [Start]" }

  func time(at now: Duration) -> Duration {
    heldTime
  }

  func startStop(at now: Duration) -> Running {
    Running(from: heldTime, since: now)
  }

  func reset() -> Reset {
    Reset()
  }
}
