import Foundation
import MVC
import TerminalKit

// snippet.view
/// The now-playing panel: one line saying what the player is doing and where it is.
///
/// The application's tick (ten a second, in a terminal) asks every view whether its
/// animation moved on; this one says yes when its line would read differently, about
/// once a second while an album plays and never otherwise, so a playing album redraws
/// the screen once a second and a stopped or paused one not at all.
@MainActor
public final class NowPlayingView: View {
  public let player: NowPlaying
  /// Called when the clock changed what the panel shows (the position moved on, or the
  /// album ended), so the controller can bring its toolbar in line.
  public var onClockChange: (@MainActor () -> Void)?
  private let label = Label()

  public init(player: NowPlaying) {
    self.player = player
    super.init()
    label.textColor = .cyan
    addSubview(label)
  }

  /// "Paused “Best of Bowie” · 12:00 of 40:00", or "Stopped".
  public var line: String {
    let state = player.state
    guard let album = state.album else { return "Player: \(state.name)" }
    let position = Self.minutesAndSeconds(player.position)
    let length = Self.minutesAndSeconds(album.playingTime)
    return "Player: \(state.name) “\(album.title)” · \(position) of \(length)"
  }

  public override func layoutSubviews() {
    label.frame = bounds
    label.text = line
  }

  public override func advanceAnimation() -> Bool {
    guard line != label.text else { return false }
    label.text = line
    onClockChange?()
    return true
  }
  // snippet.end

  /// Whole minutes and seconds, the seconds cut rather than rounded: a player shows
  /// 0:59 until a full minute has played.
  static func minutesAndSeconds(_ duration: Duration) -> String {
    Duration.seconds(duration.components.seconds).formatted(.time(pattern: .minuteSecond))
  }
}
