import Adapter
import Facade
import MVC
import Observer
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import State

/// The panel and its two toolbar items on the screen: what `p` and `s` say and do in
/// each state, and what a deletion does to the album playing.
@MainActor
final class NowPlayingScreenTests: XCTestCase {
  private let albums = PersistencyManager.tutorialAlbums

  /// Any albums left after a delete, titles and artists shared among them: the player
  /// stops exactly when the album it holds, playing or paused, is no longer among them.
  func testADeleteStopsThePlayerExactlyWhenItsAlbumIsGone() {
    let cases = Generators.albums(count: 1...6).flatMap { fields in
      Generators.int(in: 0...(fields.count - 1)).flatMap { playing in
        Generators.array(of: Generators.bool, length: fields.count...fields.count).flatMap {
          kept in Generators.bool.map { paused in (fields, playing, kept, paused) }
        }
      }
    }
    assertForAll(cases) { fields, playing, kept, paused in
      let albums = fields.map {
        Album(title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "", year: $0.year)
      }
      let clock = ManualClock()
      let player = NowPlaying(clock: clock)
      player.playPause(onScreen: albums[playing])
      clock.advance(by: .seconds(5))
      if paused { player.playPause(onScreen: nil) }
      let left = zip(albums, kept).filter(\.1).map(\.0)
      player.stop(unlessAmong: left)
      let gone = !left.contains(albums[playing])
      try expectEqual(
        player.state.name, gone ? "Stopped" : paused ? "Paused" : "Playing", "the state")
      try expectEqual(player.state.album, gone ? nil : albums[playing], "the album held")
    }
  }

  /// A stop of the app at any time: an album still playing is paused where it is, one
  /// that has ended stays stopped at 0:00, a paused one stays as it was.
  func testAStopOfTheAppAtAnyTimePausesOnlyAnAlbumStillPlaying() {
    let album = albums[0]
    let end = Int(album.playingTime.components.seconds)
    let cases = Generators.int(in: 0...(2 * end)).flatMap { played in
      Generators.bool.map { paused in (played, paused) }
    }
    assertForAll(cases) { played, paused in
      let clock = ManualClock()
      let player = NowPlaying(clock: clock)
      player.playPause(onScreen: album)
      if paused { player.playPause(onScreen: nil) }
      clock.advance(by: .seconds(played))
      player.interrupt()
      clock.advance(by: .seconds(60))
      let ended = !paused && played >= end
      try expectEqual(
        player.state.name, ended ? "Stopped" : "Paused", "after \(played) s, paused: \(paused)")
      try expectEqual(
        player.position, ended ? .zero : .seconds(paused ? 0 : played), "the position")
    }
  }

  func testPlayPausesAndResumesTheAlbumItStartedWhateverIsOnScreen() async {
    let clock = ManualClock()
    let (_, window) = makePlayerScreen(clock: clock)
    XCTAssertTrue(window.toolbarRow.hasSuffix("[d] Delete  [p] Play  (s) Stop"), window.toolbarRow)
    XCTAssertEqual(window.panelRow, "Player: Stopped")

    window.press("p")
    clock.advance(by: .seconds(75))
    XCTAssertEqual(window.panelRow, "Player: Playing “Best of Bowie” · 1:15 of 40:00")
    XCTAssertTrue(window.toolbarRow.hasSuffix("[p] Pause  [s] Stop"), window.toolbarRow)

    window.press("right p")
    clock.advance(by: .seconds(300))
    XCTAssertEqual(window.panelRow, "Player: Paused “Best of Bowie” · 1:15 of 40:00")
    XCTAssertTrue(window.toolbarRow.hasSuffix("[p] Resume  [s] Stop"), window.toolbarRow)

    window.press("p")
    clock.advance(by: .seconds(5))
    XCTAssertEqual(window.panelRow, "Player: Playing “Best of Bowie” · 1:20 of 40:00")

    window.press("s")
    XCTAssertEqual(window.panelRow, "Player: Stopped")
    XCTAssertTrue(window.toolbarRow.hasSuffix("[p] Play  (s) Stop"), window.toolbarRow)
    window.press("p")
    XCTAssertEqual(
      window.panelRow, "Player: Playing “It's My Life” · 0:00 of 40:00",
      "stopped, p plays the album on screen")
  }

  func testDeletingThePlayingAlbumStopsItAndUndoDoesNotStartItAgain() async {
    let clock = ManualClock()
    let (controller, window) = makePlayerScreen(clock: clock)
    window.press("p")
    clock.advance(by: .seconds(30))
    window.press("d")
    XCTAssertEqual(window.panelRow, "Player: Stopped")
    XCTAssertEqual(controller.player.state.name, "Stopped")
    window.press("u")
    clock.advance(by: .seconds(30))
    XCTAssertEqual(controller.browser.albums.first, albums[0], "put back")
    XCTAssertEqual(
      window.panelRow, "Player: Stopped", "the undo gives the album back, not its playing")
  }

  func testDeletingAPausedAlbumStopsItAndDeletingAnotherKeepsPlaying() async {
    let clock = ManualClock()
    let (_, window) = makePlayerScreen(clock: clock)
    window.press("p right")
    clock.advance(by: .seconds(61))
    window.press("d")
    XCTAssertEqual(
      window.panelRow, "Player: Playing “Best of Bowie” · 1:01 of 40:00",
      "another album deleted: playing goes on")
    window.press("p left d")
    XCTAssertEqual(window.panelRow, "Player: Stopped", "the paused album deleted")
  }

  func testARedoThatDeletesThePlayingAlbumAgainStopsIt() async {
    let clock = ManualClock()
    let (_, window) = makePlayerScreen(clock: clock)
    window.press("d u p")
    XCTAssertEqual(window.panelRow, "Player: Playing “Best of Bowie” · 0:00 of 40:00")
    window.press("r")
    XCTAssertEqual(window.panelRow, "Player: Stopped")
  }

  /// The application's tick asks every view whether it moved on; the panel says yes
  /// once a second while an album plays, and never while stopped or paused.
  func testThePanelAsksForARedrawOnlyWhileAnAlbumPlays() async {
    let clock = ManualClock()
    let (controller, window) = makePlayerScreen(clock: clock)
    let panel = controller.nowPlayingView
    clock.advance(by: .seconds(5))
    XCTAssertFalse(panel.advanceAnimation(), "stopped: nothing to redraw")
    window.press("p")
    _ = window.render()
    XCTAssertFalse(panel.advanceAnimation(), "playing, but less than a second on")
    clock.advance(by: .seconds(1))
    XCTAssertTrue(panel.advanceAnimation(), "a second on: the panel redraws")
    XCTAssertFalse(panel.advanceAnimation(), "and once only")
    window.press("p")
    _ = window.render()
    clock.advance(by: .seconds(5))
    XCTAssertFalse(panel.advanceAnimation(), "paused: nothing to redraw")
  }

  func testWhenTheAlbumEndsTheTickPutsPlayBackOnTheToolbar() async {
    let clock = ManualClock()
    let (controller, window) = makePlayerScreen(clock: clock)
    window.press("p")
    _ = window.render()
    clock.advance(by: albums[0].playingTime)
    XCTAssertTrue(controller.nowPlayingView.advanceAnimation())
    XCTAssertEqual(controller.playPauseItem.title, "Play")
    XCTAssertFalse(controller.stopItem.isEnabled)
    XCTAssertTrue(window.toolbarRow.hasSuffix("[p] Play  (s) Stop"), window.toolbarRow)
    XCTAssertEqual(window.panelRow, "Player: Stopped")
  }

  func testWithNoAlbumsLeftPlayIsDisabled() async {
    let clock = ManualClock()
    let (controller, window) = makePlayerScreen(clock: clock)
    window.press("d d d d d")
    XCTAssertFalse(controller.playPauseItem.isEnabled)
    XCTAssertEqual(window.send(.character("p")), .ignored)
    XCTAssertEqual(window.panelRow, "Player: Stopped")
  }

  /// A stop (Ctrl-Z) pauses the album playing, so the time the app is stopped is not
  /// played; a paused or stopped player is left as it is; `p` resumes.
  func testAStopOfTheAppPausesTheAlbumPlaying() async {
    let clock = ManualClock()
    let (_, window) = makePlayerScreen(clock: clock)
    Application.post(Application.didEnterBackgroundNotification)
    XCTAssertEqual(window.panelRow, "Player: Stopped", "nothing playing, nothing to pause")
    window.press("p")
    clock.advance(by: .seconds(4))
    Application.post(Application.didEnterBackgroundNotification)
    clock.advance(by: .seconds(10))
    XCTAssertEqual(window.panelRow, "Player: Paused “Best of Bowie” · 0:04 of 40:00")
    XCTAssertTrue(window.toolbarRow.hasSuffix("[p] Resume  [s] Stop"), window.toolbarRow)
    Application.post(Application.didEnterBackgroundNotification)
    XCTAssertEqual(window.panelRow, "Player: Paused “Best of Bowie” · 0:04 of 40:00")
    window.press("p")
    clock.advance(by: .seconds(1))
    XCTAssertEqual(window.panelRow, "Player: Playing “Best of Bowie” · 0:05 of 40:00")
  }

  /// The player's line stands apart from the notes: drawn in cyan.
  func testThePlayersLineIsDrawnInCyan() async throws {
    let (_, window) = makePlayerScreen(clock: ManualClock())
    let canvas = window.render()
    let point = try XCTUnwrap(canvas.firstPoint(of: "Player:"))
    XCTAssertEqual(canvas[point.x, point.y].style.foreground, .cyan)
  }
}
