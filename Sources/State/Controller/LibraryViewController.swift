import Adapter
import Command
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 12: chapter 8's finished app, subclassed, with a player. `p`
/// and `s` are toolbar items whose meaning is the player's state's: the controller
/// hands each press to the player and shows what the state says `p` does now.
@MainActor
public final class LibraryViewController: Command.LibraryViewController {
  public let player: NowPlaying
  public let nowPlayingView: NowPlayingView
  private(set) lazy var playPauseItem = BarButtonItem(title: "Play", key: "p", target: self) {
    $0.player.playPause(onScreen: $0.browser.current?.album)
    $0.updateToolbarItems()
  }
  private(set) lazy var stopItem = BarButtonItem(title: "Stop", key: "s", target: self) {
    $0.player.stop()
    $0.updateToolbarItems()
  }

  /// - Parameter clock: what the player reads the time from; a test passes one it moves.
  public init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?,
    clock: any PlaybackClock
  ) {
    player = NowPlaying(clock: clock)
    nowPlayingView = NowPlayingView(player: player)
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 12: State"
    nowPlayingView.onClockChange = { [weak self] in self?.updateToolbarItems() }
    leavingTheForeground = Application.observe([Application.didEnterBackgroundNotification]) {
      [weak self] _ in self?.pauseWhileStopped()
    }
  }

  /// Told of a stop (Ctrl-Z): the process stops, the clock does not, so an album left
  /// playing would count the time the app was stopped. The player is interrupted, as a
  /// call interrupts a phone's: its state says what that leaves (a playing album
  /// paused); `p` after `fg` resumes it.
  private var leavingTheForeground: LifecycleObservation?

  private func pauseWhileStopped() {
    player.interrupt()
    updateToolbarItems()
  }

  /// The app's screen, on the app's clock.
  public required convenience init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    self.init(
      library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore,
      clock: ContinuousPlaybackClock())
  }
  // snippet.end

  /// Chapter 8's toolbar, then play or pause and stop.
  public override func makeToolbarItems() -> [BarButtonItem] {
    super.makeToolbarItems() + [playPauseItem, stopItem]
  }

  // snippet.update
  /// Asked after every delete, undo, redo, restore and move, and after every press of
  /// `p` or `s`: a deleted album stops playing, and the two items say what they do in
  /// the state the player is now in.
  public override func updateToolbarItems() {
    player.stop(unlessAmong: browser.albums)
    let state = player.state
    playPauseItem.title = state.playPauseTitle
    playPauseItem.isEnabled = state.album != nil || browser.current != nil
    stopItem.isEnabled = state.album != nil
    super.updateToolbarItems()
  }
  // snippet.end

  /// The status line names the player's keys first: they are this chapter's.
  public override var keyHints: String { "p plays or pauses · s stops · d deletes · u undoes" }

  /// The panel, as chapter 8's line of a subclass's own, under the state line.
  public override func makeExtraLine() -> View? { nowPlayingView }
}
