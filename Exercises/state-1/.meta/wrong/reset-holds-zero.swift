// Mistake: Reset leaves the watch held at zero instead of going to the Reset state, so
// it shows [Reset] [Start], not (Reset) [Start].
// Lesson: a transition leads to the state the diagram says, and the return type names
// it (chapter 12, transitions in the types).
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
    Running(from: heldTime, since: now)
  }

  func reset() -> Held {
    Held(holding: .zero)
  }
}
