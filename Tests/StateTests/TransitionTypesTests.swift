import WorkbookTestSupport
import XCTest

/// The diagram's arrows are in the types: outside the states' own file, the only way to
/// a `Playing` or a `Paused` is a transition the diagram has, and the player's state
/// changes only through its requests.
final class TransitionTypesTests: XCTestCase {
  func testOnlyTheDiagramsTransitionsCanBeWritten() throws {
    try assertProbe(
      """
      import MVC
      import State

      func legal(_ stopped: Stopped, _ album: Album) {
        let playing: Playing = stopped.playPause(album, at: .zero)
        let paused: Paused = playing.playPause(album, at: .seconds(5))
        let resumed: Playing = paused.playPause(album, at: .seconds(9))
        let ended: Stopped? = resumed.ended(at: .seconds(60))
        let stops: [Stopped] = [stopped.stop(), playing.stop(), paused.stop()]
        _ = (ended, stops)
      }

      func illegal(_ stopped: Stopped, _ playing: Playing, _ paused: Paused, _ album: Album) {
        let a: Paused = stopped.playPause(album, at: .zero)  // expected-error {{cannot convert value of type 'Playing' to specified type 'Paused'}}
        let b: Playing = playing.playPause(album, at: .zero)  // expected-error {{cannot convert value of type 'Paused' to specified type 'Playing'}}
        let c: Paused = paused.stop()  // expected-error {{cannot convert value of type 'Stopped' to specified type 'Paused'}}
        _ = Playing(album, from: .zero, since: .zero)  // expected-error {{'Playing' initializer is inaccessible due to 'fileprivate' protection level}}
        _ = Paused(album, at: .zero)  // expected-error {{'Paused' initializer is inaccessible due to 'fileprivate' protection level}}
        _ = (a, b, c)
      }

      func bypass(_ player: NowPlaying, _ paused: Paused) {
        player.state = paused  // expected-error {{cannot assign to property: 'state' is a get-only property}}
        player.latest = paused  // expected-error {{'latest' is inaccessible due to 'private' protection level}}
      }
      """)
  }
}
