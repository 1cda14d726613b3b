// Given for exercise state-1: read it, do not edit it. Your part is Held.swift.

/// One state of a stopwatch: what its two buttons do in it, and which state comes next.
/// As in chapter 12, the arrows are in the types: Start/Stop from `Reset` leads to a
/// `Running`, whatever a state's `AfterStartStop` says.
protocol StopwatchState {
  associatedtype AfterStartStop: StopwatchState
  associatedtype AfterReset: StopwatchState

  /// The two buttons as the watch shows them: `[Reset] [Start]`; in parentheses, a
  /// button that does nothing in this state.
  var buttons: String { get }
  /// The time the watch shows at `now`, on its clock.
  func time(at now: Duration) -> Duration
  /// The right button: Start, or Stop.
  func startStop(at now: Duration) -> AfterStartStop
  /// The left button: Reset, when the state has one.
  func reset() -> AfterReset
}

/// Zero, and nothing to reset: the state a watch starts in.
struct Reset: StopwatchState {
  var buttons: String { "(Reset) [Start]" }
  func time(at now: Duration) -> Duration { .zero }
  func startStop(at now: Duration) -> Running { Running(from: .zero, since: now) }
  func reset() -> Reset { self }
}

/// Counting: the time moves on with the clock, from `start` at `since`.
struct Running: StopwatchState {
  let start: Duration
  let since: Duration

  init(from start: Duration, since: Duration) {
    (self.start, self.since) = (start, since)
  }

  var buttons: String { "(Reset) [Stop]" }
  func time(at now: Duration) -> Duration { start + (now - since) }
  func startStop(at now: Duration) -> Held { Held(holding: time(at: now)) }
  func reset() -> Running { self }
}

/// The context: it hands each press to its state and keeps what comes back.
final class Stopwatch {
  private var state: any StopwatchState = Reset()
  private let clock: () -> Duration

  /// - Parameter clock: what the watch reads the time from.
  init(clock: @escaping () -> Duration) {
    self.clock = clock
  }

  var buttons: String { state.buttons }
  var time: Duration { state.time(at: clock()) }
  func pressStartStop() { state = state.startStop(at: clock()) }
  func pressReset() { state = state.reset() }
}
