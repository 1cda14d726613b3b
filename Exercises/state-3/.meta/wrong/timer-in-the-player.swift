// Mistake: the player keeps the timer itself and asks which state it has (`is Halted`,
// `is Sounding`) to know when to set it, use it up and let it go off.
// Lesson: a context that asks which state it has is the pattern gone: the data a state
// uses up belongs to that state, and the context only hands requests on (chapter 12,
// watch out for).
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
  /// What is left of the timer; nil once it has gone off.
  private var sleepLeft: Duration?
  /// When the current stretch of playing began.
  private var playingSince: Duration = .zero

  init(clock: any PlaybackClock, sleepAfter: Duration) {
    (self.clock, self.sleepAfter) = (clock, sleepAfter)
  }

  var stateName: String { current.name }
  var position: Duration { current.position(at: clock.now) }

  func playPause() {
    let now = clock.now
    let state = current
    if state is Halted {
      sleepLeft = sleepAfter
      playingSince = now
    } else if state is Sounding {
      sleepLeft = sleepLeft.map { $0 - (now - playingSince) }
    } else {
      playingSince = now
    }
    latest = state.playPause(at: now, sleepAfter: sleepAfter)
  }
  func stop() { latest = Halted() }

  private var current: any TimedState {
    let now = clock.now
    if latest is Sounding, let left = sleepLeft, now - playingSince >= left {
      latest = latest.playPause(at: playingSince + left, sleepAfter: sleepAfter)
      sleepLeft = nil
    }
    return latest
  }
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
    Sounding(from: .zero, since: now)
  }
  func settled(at now: Duration) -> any TimedState { self }
}

// TODO: a timer. Where does what is left of it live, and which states change it?
struct Sounding: TimedState {
  let from: Duration, since: Duration
  var name: String { "Playing" }
  func position(at now: Duration) -> Duration { from + (now - since) }
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState {
    Held(at: position(at: now))
  }
  func settled(at now: Duration) -> any TimedState { self }
}

struct Held: TimedState {
  let at: Duration
  var name: String { "Paused" }
  func position(at now: Duration) -> Duration { at }
  func playPause(at now: Duration, sleepAfter: Duration) -> any TimedState {
    Sounding(from: at, since: now)
  }
  func settled(at now: Duration) -> any TimedState { self }
}
