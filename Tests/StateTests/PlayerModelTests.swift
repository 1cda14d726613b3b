import MVC
import Singleton
import State
import XCTest

/// The property: after every sequence of up to five steps (presses of `p` with either
/// of two albums on screen or none, `s`, time passing, the playing album deleted or put
/// back), the state objects and the enum say the same state, album and position.
final class PlayerModelTests: XCTestCase {
  private enum Step: String, CaseIterable {
    case playFirst, playSecond, playNothing, stop, aMinute, mostOfAnAlbum, deleteFirst, putBack
  }

  private let first = PersistencyManager.tutorialAlbums[0]
  private let second = PersistencyManager.tutorialAlbums[1]

  func testEverySequenceOfUpToFiveStepsAgreesWithTheEnum() {
    var sequences = [[Step]()]
    var checked = 0
    while let steps = sequences.popLast() {
      guard assertAgree(steps) else { return }
      checked += 1
      if steps.count < 5 { sequences += Step.allCases.map { steps + [$0] } }
    }
    XCTAssertEqual(checked, 37_449, "1 + 8 + 8² + 8³ + 8⁴ + 8⁵ sequences")
  }

  /// Runs `steps` on both; false at the first difference, so a failure reports once.
  private func assertAgree(_ steps: [Step]) -> Bool {
    let clock = ManualClock()
    let player = NowPlaying(clock: clock)
    var model = Playback.stopped
    for (index, step) in steps.enumerated() {
      apply(step, to: player, clock)
      apply(step, to: &model, clock.now)
      model.settle(at: clock.now)
      let seen =
        "\(player.state.name) \(String(describing: player.state.album?.title)) \(player.position)"
      let expected =
        "\(model.name) \(String(describing: model.album?.title)) \(model.position(at: clock.now))"
      guard seen == expected else {
        XCTFail("after \(steps[...index].map(\.rawValue)): \(seen), the enum says \(expected)")
        return false
      }
    }
    return true
  }

  private func apply(_ step: Step, to player: NowPlaying, _ clock: ManualClock) {
    switch step {
    case .playFirst: player.playPause(onScreen: first)
    case .playSecond: player.playPause(onScreen: second)
    case .playNothing: player.playPause(onScreen: nil)
    case .stop: player.stop()
    case .aMinute: clock.advance(by: .seconds(60))
    case .mostOfAnAlbum: clock.advance(by: first.playingTime - .seconds(90))
    case .deleteFirst: player.stop(unlessAmong: [second])
    case .putBack: player.stop(unlessAmong: [first, second])
    }
  }

  private func apply(_ step: Step, to model: inout Playback, _ now: Duration) {
    switch step {
    case .playFirst: model.playPause(first, at: now)
    case .playSecond: model.playPause(second, at: now)
    case .playNothing: model.playPause(nil, at: now)
    case .stop: model.stop()
    case .aMinute, .mostOfAnAlbum, .putBack: break
    case .deleteFirst: if model.album == first { model.stop() }
    }
  }
}
