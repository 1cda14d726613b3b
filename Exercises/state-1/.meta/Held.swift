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
    // solution.begin
    heldTime
    // solution.starter
    //>     .zero  // TODO: what does a held watch show, whatever the clock says?
    // solution.end
  }

  // solution.begin
  func startStop(at now: Duration) -> Running {
    Running(from: heldTime, since: now)
  }

  func reset() -> Reset {
    Reset()
  }
  // solution.starter
  //>   func startStop(at now: Duration) -> Running {
  //>     Running(from: .zero, since: now)  // TODO: Start goes on from the held time.
  //>   }
  //>
  //>   func reset() -> Held {
  //>     self  // TODO: Reset goes back to zero, to the state that shows "(Reset) [Start]".
  //>   }
  // solution.end
}
