// Exercise mediator-3 · Now playing, your design
//
// Design the now-playing screen: four parts that never hold, name or call each other, each
// drawing its own line, and a mediator of yours that holds the rules and tells them. The checks make the screen and work it only through
// `DrivenByTheChecks` (NowPlayingScreen.swift), and read this file: see the task in
// Chapters/16-Mediator.md, section Exercises. The rest is yours to design.

/// The now-playing screen. Its four parts each draw on their own line:
///
///     play button    [ Play ]                     [ Pause ] while playing
///     progress bar   1:05 / 3:40                  the position and the track's length
///     queue          Low · [Heroes] · Lodger      the track at hand in brackets
///     status line    Playing Heroes (2 of 3)      Paused Heroes (2 of 3) when not
///
/// With an empty queue: "[ Play ]", "--:-- / --:--", "Queue empty", "Nothing to play".
/// Times are minutes and seconds, the seconds in two digits: 0:05, 12:40.
///
/// The rules. The screen opens paused at the start of the first track. The play button
/// plays or pauses; with an empty queue it does nothing. Dragging the progress bar moves
/// the position there (below 0 is 0); dragged to the track's length or past it, the track
/// is over: the next one starts from 0:00, playing if the last one was, and after the last
/// track the screen goes back to the first, paused. Picking a track in the queue starts it
/// from 0:00, playing; a place the queue does not have changes nothing.
///
/// Every part draws its line once when the screen is made, and once after each thing the
/// user does, even when nothing changed.
@MainActor
final class NowPlaying {
  // TODO: your design
}

/// Stands in for the parts until there are some: it does nothing.
final class NoPart: PlayButtonControl, ProgressControl, QueueControl {
  func press() {}
  func drag(to second: Int) {}
  func pick(_ index: Int) {}
}

/// The checks' way in: each in your screen's own terms.
extension NowPlaying: DrivenByTheChecks {
  static func make(queue: [Track], lines: ScreenLines) -> NowPlaying {
    NowPlaying()
  }

  var playControl: any PlayButtonControl {
    NoPart()
  }

  var progressControl: any ProgressControl {
    NoPart()
  }

  var queueControl: any QueueControl {
    NoPart()
  }

  var allParts: [AnyObject] {
    []
  }
}
