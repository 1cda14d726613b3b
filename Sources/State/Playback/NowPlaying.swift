import MVC

// snippet.context
/// The player (the pattern's context): it holds the current state and hands every
/// request to it, so what `p` and `s` do depends on the state alone. It never asks
/// which state it has; the states decide what comes next.
///
/// ```swift
/// let player = NowPlaying(clock: ContinuousPlaybackClock())
/// player.playPause(onScreen: .bestOfBowie)   // Playing, from 0:00
/// player.playPause(onScreen: .bestOfBowie)   // Paused where it was
/// ```
public final class NowPlaying {
  /// The state the last request made; `state` is what it has become since.
  private var latest: any PlaybackState = Stopped()
  private let clock: any PlaybackClock

  public init(clock: any PlaybackClock) {
    self.clock = clock
  }

  /// The state now: the last request's, unless the album has reached its end since.
  public var state: any PlaybackState { settled(at: clock.now) }

  /// How far into its album the player is now.
  public var position: Duration {
    let now = clock.now
    return settled(at: now).position(at: now)
  }

  /// `p`: plays the album on screen when stopped, pauses when playing, resumes when
  /// paused. Does nothing when stopped with no album on screen.
  public func playPause(onScreen: Album?) {
    let now = clock.now
    let state = settled(at: now)
    guard let album = state.album ?? onScreen else { return }
    latest = state.playPause(album, at: now)
  }

  /// `s`: stops, whatever the state.
  public func stop() {
    latest = state.stop()
  }

  /// The app was stopped: the state decides what an interruption leaves.
  public func interrupt() {
    let now = clock.now
    latest = settled(at: now).interrupted(at: now)
  }

  /// Stops when the album it plays or holds is not among `albums`: a deleted album
  /// stops playing, and putting it back does not start it again.
  public func stop(unlessAmong albums: [Album]) {
    if let album = state.album, !albums.contains(album) { stop() }
  }

  private func settled(at now: Duration) -> any PlaybackState {
    latest.ended(at: now) ?? latest
  }
}
// snippet.end
