import MVC

// snippet.state
/// One state of the player (the Gang of Four's State). Every state answers every
/// request the player takes, in its own way, and hands back the state that comes next;
/// the player keeps whichever it was given and never asks which one it has.
///
/// The arrows of the diagram are in the types: what `p` leads to is `AfterPlayPause`
/// (from `Stopped` it is `Playing`, never `Paused`), `s` always leads to `Stopped`, an
/// interruption never starts anything, and time can only stop a playing album at its
/// end.
public protocol PlaybackState: Sendable {
  /// The state `p` leads to from this one.
  associatedtype AfterPlayPause: PlaybackState
  /// The state an interruption leaves: a playing album paused, any other state as it is.
  associatedtype AfterInterruption: PlaybackState

  /// The album this state plays or holds; `nil` when stopped.
  var album: Album? { get }
  /// What the panel calls this state: "Playing".
  var name: String { get }
  /// What `p` does in this state, as the toolbar names it: "Play", "Pause", "Resume".
  var playPauseTitle: String { get }

  /// How far into its album the player is at `now`, on the player's clock.
  func position(at now: Duration) -> Duration

  /// `p`: stopped plays `onScreen` from its start; playing pauses; paused resumes. Only
  /// a stopped player looks at `onScreen`: the others keep the album they have.
  func playPause(_ onScreen: Album, at now: Duration) -> AfterPlayPause

  /// `s`: back to the start, with no album.
  func stop() -> Stopped

  /// The app is stopped (Ctrl-Z) while its clock runs on, as a call interrupts a
  /// player on a phone: nothing must go on playing unheard.
  func interrupted(at now: Duration) -> AfterInterruption

  /// The one change time makes: `Stopped` once a playing album has reached its end by
  /// `now`; `nil` before that, and in every other state.
  func ended(at now: Duration) -> Stopped?
}
// snippet.end
