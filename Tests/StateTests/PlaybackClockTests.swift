import MVC
import State
import XCTest

/// The position moves with the clock while playing, and only then.
final class PlaybackClockTests: XCTestCase {
  private let album = Album.bestOfBowie

  func testThePositionMovesOnlyWhilePlaying() {
    let clock = ManualClock()
    let player = NowPlaying(clock: clock)
    clock.advance(by: .seconds(30))
    XCTAssertEqual(player.position, .zero, "stopped: the clock runs, the position does not")

    player.playPause(onScreen: album)
    clock.advance(by: .seconds(90))
    XCTAssertEqual(player.state.name, "Playing")
    XCTAssertEqual(player.position, .seconds(90))

    player.playPause(onScreen: album)
    clock.advance(by: .seconds(600))
    XCTAssertEqual(player.state.name, "Paused")
    XCTAssertEqual(player.position, .seconds(90), "paused: held where it was")

    player.playPause(onScreen: album)
    clock.advance(by: .seconds(10))
    XCTAssertEqual(player.state.name, "Playing")
    XCTAssertEqual(player.position, .seconds(100), "resumed from where it paused")

    player.stop()
    clock.advance(by: .seconds(10))
    XCTAssertEqual(player.state.name, "Stopped")
    XCTAssertEqual(player.position, .zero)
    XCTAssertNil(player.state.album)
  }

  func testAPlayingAlbumStopsAtItsEnd() {
    let clock = ManualClock()
    let player = NowPlaying(clock: clock)
    player.playPause(onScreen: album)
    clock.advance(by: album.playingTime - .seconds(1))
    XCTAssertEqual(player.state.name, "Playing")
    XCTAssertEqual(player.position, album.playingTime - .seconds(1))
    clock.advance(by: .seconds(1))
    XCTAssertEqual(player.state.name, "Stopped", "the end of the album stops it")
    XCTAssertEqual(player.position, .zero)
    player.playPause(onScreen: album)
    XCTAssertEqual(player.position, .zero, "played again from the start")
  }

  func testAPausedAlbumNeverEnds() {
    let clock = ManualClock()
    let player = NowPlaying(clock: clock)
    player.playPause(onScreen: album)
    clock.advance(by: .seconds(60))
    player.playPause(onScreen: album)
    clock.advance(by: album.playingTime * 2)
    XCTAssertEqual(player.state.name, "Paused")
    XCTAssertEqual(player.position, .seconds(60))
  }

  func testTheAppsClockNeverGoesBack() {
    let clock = ContinuousPlaybackClock()
    let first = clock.now
    let second = clock.now
    XCTAssertGreaterThanOrEqual(first, .zero)
    XCTAssertGreaterThanOrEqual(second, first)
  }
}
