import MVC

// The three states share this file so that their initialisers can be `fileprivate`:
// outside it, the only way to a `Playing` or a `Paused` is a transition the diagram has.

// snippet.stopped
/// Nothing playing: the state a player starts in, and the one every `s` leads to.
public struct Stopped: PlaybackState {
  public init() {}

  public var album: Album? { nil }
  public var name: String { "Stopped" }
  public var playPauseTitle: String { "Play" }
  public func position(at now: Duration) -> Duration { .zero }

  public func playPause(_ onScreen: Album, at now: Duration) -> Playing {
    Playing(onScreen, from: .zero, since: now)
  }

  public func stop() -> Stopped { self }
  public func interrupted(at now: Duration) -> Stopped { self }
  public func ended(at now: Duration) -> Stopped? { nil }
}
// snippet.end

// snippet.playing
/// An album playing: its position moves on with the clock, from `start` at `since`.
public struct Playing: PlaybackState {
  private let playing: Album
  private let start: Duration
  private let since: Duration

  fileprivate init(_ album: Album, from start: Duration, since: Duration) {
    (playing, self.start, self.since) = (album, start, since)
  }

  public var album: Album? { playing }
  public var name: String { "Playing" }
  public var playPauseTitle: String { "Pause" }

  /// Never before where it started, never past the album's end.
  public func position(at now: Duration) -> Duration {
    min(start + max(.zero, now - since), playing.playingTime)
  }

  public func playPause(_ onScreen: Album, at now: Duration) -> Paused {
    Paused(playing, at: position(at: now))
  }

  public func stop() -> Stopped { Stopped() }
  public func interrupted(at now: Duration) -> Paused { playPause(playing, at: now) }

  public func ended(at now: Duration) -> Stopped? {
    position(at: now) < playing.playingTime ? nil : Stopped()
  }
}
// snippet.end

// snippet.paused
/// An album held where it was paused: the clock runs on, the position does not.
public struct Paused: PlaybackState {
  private let held: Album
  private let heldAt: Duration

  fileprivate init(_ album: Album, at position: Duration) {
    (held, heldAt) = (album, position)
  }

  public var album: Album? { held }
  public var name: String { "Paused" }
  public var playPauseTitle: String { "Resume" }
  public func position(at now: Duration) -> Duration { heldAt }

  public func playPause(_ onScreen: Album, at now: Duration) -> Playing {
    Playing(held, from: heldAt, since: now)
  }

  public func stop() -> Stopped { Stopped() }
  public func interrupted(at now: Duration) -> Paused { self }
  public func ended(at now: Duration) -> Stopped? { nil }
}
// snippet.end
