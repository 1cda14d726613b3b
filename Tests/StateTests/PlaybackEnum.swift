import MVC
import State

// snippet.enum
/// The same player written as one enum: each case carries what its state needs, and
/// each request is one `switch` over every case. The tests use it as the model the
/// state objects must agree with.
enum Playback: Equatable {
  case stopped
  case playing(Album, from: Duration, since: Duration)
  case paused(Album, at: Duration)

  func position(at now: Duration) -> Duration {
    switch self {
    case .stopped: .zero
    case .playing(let album, let start, let since):
      min(start + max(.zero, now - since), album.playingTime)
    case .paused(_, let position): position
    }
  }

  mutating func playPause(_ onScreen: Album?, at now: Duration) {
    switch self {
    case .stopped:
      if let onScreen { self = .playing(onScreen, from: .zero, since: now) }
    case .playing(let album, _, _): self = .paused(album, at: position(at: now))
    case .paused(let album, let position): self = .playing(album, from: position, since: now)
    }
  }

  mutating func stop() { self = .stopped }

  /// Time's one change: a playing album that has reached its end stops.
  mutating func settle(at now: Duration) {
    if case .playing(let album, _, _) = self, position(at: now) >= album.playingTime {
      self = .stopped
    }
  }
}
// snippet.end

extension Playback {
  var name: String {
    switch self {
    case .stopped: "Stopped"
    case .playing: "Playing"
    case .paused: "Paused"
    }
  }

  var album: Album? {
    switch self {
    case .stopped: nil
    case .playing(let album, _, _), .paused(let album, _): album
    }
  }
}
