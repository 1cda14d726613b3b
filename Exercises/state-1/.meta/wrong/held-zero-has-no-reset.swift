// Mistake: a watch held at zero (stopped at the instant it started) says Reset does
// nothing, as if it were reset, yet it is held.
// Lesson: the buttons belong to the state, not to the time it shows: held is held,
// whatever it holds (chapter 12, the states).
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

  var buttons: String { heldTime == .zero ? "(Reset) [Start]" : "[Reset] [Start]" }

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
