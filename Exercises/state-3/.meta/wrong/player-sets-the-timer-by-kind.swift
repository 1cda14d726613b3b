// Mistake: the player asks whether its state is the stopped one, and if so makes the
// playing state with a fresh timer itself; the states carry the timer, but the player
// decides when it starts. The player keeps nothing more, so no property gives it away.
// Lesson: a context that asks which state it has is the pattern gone, whatever it
// keeps: each state answers the request, the stopped state too (chapter 12, watch out
// for).
import State

// Exercise state-3 · A sleep timer
//
// Give a player a sleep timer: after a set time of playing, it pauses by itself. Time
// paused does not count. The design is yours; the task is in Chapters/12-State.md,
// section Exercises.

/// A player with a sleep timer, set each time it starts from stopped.
final class SleepTimerPlayer {
  private var latest: any TimedState = Halted()
  private let clock: any PlaybackClock
  private let sleepAfter: Duration

  /// - Parameter sleepAfter: how much playing the timer allows, from a start.
  init(clock: any PlaybackClock, sleepAfter: Duration) {
    (self.clock, self.sleepAfter) = (clock, sleepAfter)
  }

  /// "Stopped", "Playing" or "Paused".
  var stateName: String { current.name }
  /// How far into the album the player is.
  var position: Duration { current.position(at: clock.now) }

  /// Plays from the start when stopped, pauses when playing, resumes when paused.
  func playPause() {
    let state = current
    latest =
      state is Halted
      ? Sounding(from: .zero, since: clock.now, sleepLeft: sleepAfter)
      : state.playPause(at: clock.now, sleepAfter: sleepAfter)
  }
  /// Stops, whatever the state.
  func stop() { latest = Halted() }

  private var current: any TimedState { latest.settled(at: clock.now) }
}

/// One state of the player: each answers the requests and says what comes next.
protocol TimedState {
  var name: String { get }
  func position(at now: Duration) -> Duration
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState
  /// What time has made of this state by `now`.
  func settled(at now: Duration) -> any TimedState
}

struct Halted: TimedState {
  var name: String { "Stopped" }
  func position(at now: Duration) -> Duration { .zero }
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState {
    Sounding(from: .zero, since: now, sleepLeft: nil)
  }
  func settled(at now: Duration) -> any TimedState { self }
}

/// Playing; `sleepLeft` is how much more it may play before the timer pauses it, `nil`
/// once the timer has gone off.
struct Sounding: TimedState {
  let from: Duration, since: Duration, sleepLeft: Duration?
  var name: String { "Playing" }
  func position(at now: Duration) -> Duration { from + (now - since) }
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState {
    Held(at: position(at: now), sleepLeft: sleepLeft.map { $0 - (now - since) })
  }
  func settled(at now: Duration) -> any TimedState {
    guard let sleepLeft, now - since >= sleepLeft else { return self }
    return Held(at: from + sleepLeft, sleepLeft: nil)
  }
}

/// Paused, keeping what is left of the timer: paused time does not count.
struct Held: TimedState {
  let at: Duration, sleepLeft: Duration?
  var name: String { "Paused" }
  func position(at now: Duration) -> Duration { at }
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState {
    Sounding(from: at, since: now, sleepLeft: sleepLeft)
  }
  func settled(at now: Duration) -> any TimedState { self }
}
