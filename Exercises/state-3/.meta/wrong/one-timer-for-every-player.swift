// Mistake: what is left of the timer is kept in one global rather than in the states,
// so a second player's start sets the first one's timer too.
// Lesson: the data a state uses up travels in the state; storage outside both the
// player and its states is shared by every player (chapter 12, the states).
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
  func playPause() { latest = current.playPause(at: clock.now, sleepAfter: sleepAfter) }
  /// Stops, whatever the state.
  func stop() { latest = Halted() }

  private var current: any TimedState { latest.settled(at: clock.now) }
}

/// What is left of the sleep timer: how much more playing it allows, `nil` once spent.
nonisolated(unsafe) var sleepLeft: Duration?

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
    sleepLeft = sleepAfter
    return Sounding(from: .zero, since: now)
  }
  func settled(at now: Duration) -> any TimedState { self }
}

/// Playing, using up the timer kept in `sleepLeft`.
struct Sounding: TimedState {
  let from: Duration, since: Duration
  var name: String { "Playing" }
  func position(at now: Duration) -> Duration { from + (now - since) }
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState {
    sleepLeft = sleepLeft.map { $0 - (now - since) }
    return Held(at: position(at: now), timerWentOff: false)
  }
  func settled(at now: Duration) -> any TimedState {
    guard let left = sleepLeft, now - since >= left else { return self }
    return Held(at: from + left, timerWentOff: true)
  }
}

/// Paused: paused time does not count. A pause the timer made spends it on resume.
struct Held: TimedState {
  let at: Duration, timerWentOff: Bool
  var name: String { "Paused" }
  func position(at now: Duration) -> Duration { at }
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState {
    if timerWentOff { sleepLeft = nil }
    return Sounding(from: at, since: now)
  }
  func settled(at now: Duration) -> any TimedState { self }
}
