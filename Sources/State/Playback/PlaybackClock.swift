// snippet.clock
/// Time as the player reads it: how long since the clock was made.
///
/// Not the standard library's `Clock`, whose every clock must also be able to sleep:
/// the player only ever reads the time (the screen is redrawn by the application's
/// own tick), and a test's clock that only moves when the test says is one property.
public protocol PlaybackClock {
  var now: Duration { get }
}

/// The app's clock: a `ContinuousClock` read from the moment this value was made.
public struct ContinuousPlaybackClock: PlaybackClock {
  private let origin = ContinuousClock.now

  public init() {}

  public var now: Duration { origin.duration(to: .now) }
}
// snippet.end
