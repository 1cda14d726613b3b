// The checks of exercise state-3. Read them; do not edit them.
import ExerciseSupport
import State

/// A clock for the checks: it moves only when told to.
final class HandClock: PlaybackClock {
  var now: Duration = .zero
}

func minutes(_ count: Int) -> Duration { .seconds(60 * count) }

/// A player whose timer allows ten minutes of playing.
func makePlayer() -> (SleepTimerPlayer, HandClock) {
  let clock = HandClock()
  return (SleepTimerPlayer(clock: clock, sleepAfter: minutes(10)), clock)
}

/// "Paused at 10 min" for what the player says.
func said(_ player: SleepTimerPlayer) -> String {
  "\(player.stateName) at \(player.position.components.seconds / 60) min"
}

/// A stretch of time as a generated run draws it: none at all, a fraction of a second
/// down to the nanosecond, or up to five minutes in thousandths.
let stretch = Generators.oneOf([
  Generators.element(of: [Duration.zero]),
  Generators.int(in: 1...999_999_999).map { Duration.nanoseconds($0) },
  Generators.int(in: 0...300_000).map { Duration.milliseconds($0) },
])

/// One step of a generated run on one of two players: time passes, then Play/Pause,
/// Stop, or nothing.
struct Step: Sendable, CustomStringConvertible {
  /// 0: Play/Pause, 1: Stop, 2: nothing.
  let action: Int
  let player: Int
  let after: Duration

  var description: String {
    "+\(after), then \(["Play/Pause", "Stop", "nothing"][action]) on player \(player + 1)"
  }

  static let any = Generators.int(in: 0...2).flatMap { action in
    Generators.int(in: 0...1).flatMap { player in
      stretch.map { Step(action: action, player: player, after: $0) }
    }
  }
}

/// A player with a sleep timer, kept the plainest way: time is played out stretch by
/// stretch, and the timer is what is left of it.
struct Model {
  let sleepAfter: Duration
  var position: Duration = .zero
  var isStopped = true
  var isPlaying = false
  var sleepLeft: Duration?

  var stateName: String { isStopped ? "Stopped" : isPlaying ? "Playing" : "Paused" }

  /// `time` passes: a playing player plays it, until the timer, if any, runs out.
  mutating func pass(_ time: Duration) {
    guard isPlaying else { return }
    if let left = sleepLeft, time >= left {
      (position, sleepLeft, isPlaying) = (position + left, nil, false)
    } else {
      position += time
      sleepLeft = sleepLeft.map { $0 - time }
    }
  }

  mutating func playPause() {
    if isStopped {
      (isStopped, isPlaying, position, sleepLeft) = (false, true, .zero, sleepAfter)
    } else {
      isPlaying.toggle()
    }
    pass(.zero)
  }

  mutating func stop() {
    (isStopped, isPlaying, position, sleepLeft) = (true, false, .zero, nil)
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("after ten minutes of playing the player pauses itself") {
        let (player, clock) = makePlayer()
        player.playPause()
        clock.now += minutes(9)
        try expectEqual(said(player), "Playing at 9 min", "nine minutes in")
        clock.now += minutes(5)
        try expectEqual(said(player), "Paused at 10 min", "fourteen minutes after Play")
      },
      Check("time paused does not count") {
        let (player, clock) = makePlayer()
        player.playPause()
        clock.now += minutes(4)
        player.playPause()
        clock.now += minutes(30)
        try expectEqual(said(player), "Paused at 4 min", "half an hour paused")
        player.playPause()
        clock.now += minutes(5)
        try expect(
          said(player) == "Playing at 9 min",
          "4 minutes played, 30 paused, 5 played: the player says \(said(player)), not "
            + "Playing at 9 min. The timer counts playing only: what is left of it has "
            + "to wait with the paused state, not run on as a deadline on the clock.")
        clock.now += minutes(1)
        try expectEqual(said(player), "Paused at 10 min", "ten minutes of playing in all")
      },
      Check("every pause keeps what is left of the timer, the second as the first") {
        let (player, clock) = makePlayer()
        player.playPause()
        clock.now += minutes(4)
        player.playPause()
        clock.now += minutes(30)
        player.playPause()
        clock.now += minutes(3)
        player.playPause()
        clock.now += minutes(10)
        player.playPause()
        clock.now += minutes(2)
        try expect(
          said(player) == "Playing at 9 min",
          "played 4, paused, played 3, paused, played 2: the player says \(said(player)), "
            + "not Playing at 9 min. Each pause keeps what is left of the timer after the "
            + "minutes played since the last resume.")
        clock.now += minutes(1)
        try expectEqual(said(player), "Paused at 10 min", "ten minutes of playing in all")
      },
      Check("Stop clears the timer; the next Play sets it afresh") {
        let (player, clock) = makePlayer()
        player.playPause()
        clock.now += minutes(8)
        player.stop()
        try expectEqual(said(player), "Stopped at 0 min", "after Stop")
        player.playPause()
        clock.now += minutes(9)
        try expect(
          said(player) == "Playing at 9 min",
          "8 minutes, Stop, Play, 9 minutes: the player says \(said(player)). A new start "
            + "from stopped gets the whole ten minutes again.")
      },
      Check("resumed after the timer went off, the player plays on") {
        let (player, clock) = makePlayer()
        player.playPause()
        clock.now += minutes(12)
        player.playPause()
        clock.now += minutes(30)
        try expect(
          said(player) == "Playing at 40 min",
          "paused by the timer at 10, resumed, 30 minutes on: the player says "
            + "\(said(player)), not Playing at 40 min. The timer went off once; a resume "
            + "by hand plays on until the next start from stopped sets it again.")
      },
      Check("two players, any presses at any times, fractions of a second too") {
        let lengths = stretch.flatMap { first in stretch.map { (first, $0) } }
        let run = lengths.flatMap { lengths in
          Generators.array(of: Step.any, length: 1...16).map { (lengths, $0) }
        }
        try forAll(run) { lengths, steps in
          let clock = HandClock()
          let players = [
            SleepTimerPlayer(clock: clock, sleepAfter: lengths.0),
            SleepTimerPlayer(clock: clock, sleepAfter: lengths.1),
          ]
          var models = [Model(sleepAfter: lengths.0), Model(sleepAfter: lengths.1)]
          for (index, step) in steps.enumerated() {
            clock.now += step.after
            for number in models.indices { models[number].pass(step.after) }
            switch step.action {
            case 0:
              players[step.player].playPause()
              models[step.player].playPause()
            case 1:
              players[step.player].stop()
              models[step.player].stop()
            default: break
            }
            for (number, (player, model)) in zip(players, models).enumerated() {
              try expect(
                player.stateName == model.stateName && player.position == model.position,
                "step \(index + 1), \(step): player \(number + 1) (timer \(model.sleepAfter)) "
                  + "says \(player.stateName) at \(player.position), not \(model.stateName) "
                  + "at \(model.position). Each player's timer is its own, kept to the "
                  + "nanosecond, and every start from stopped sets it afresh.")
            }
          }
        }
      },
      Check("nothing in the player's file asks which state it has") {
        let source = try SwiftSource(contentsOfFile: "SleepTimerPlayer.swift")
        try expect(
          source.typeTests.isEmpty,
          "SleepTimerPlayer.swift asks what a state is (\(source.typeTests.joined(separator: ", "))): "
            + "the player hands each request to its state, and each state, the stopped one "
            + "too, answers it with the state that comes next, timer and all.")
      },
      Check("the player keeps its state, its clock and the timer's length, and nothing more") {
        let (player, _) = makePlayer()
        let kept = Mirror(reflecting: player).children.compactMap(\.label)
        let more = kept.filter { !["latest", "clock", "sleepAfter"].contains($0) }
        try expect(
          more.isEmpty,
          "the player also keeps \(more.joined(separator: ", ")): what is left of the timer "
            + "belongs to the states that use it up. A player that keeps it must ask which "
            + "state it has to know whether time counts, and that is the pattern gone.")
      },
    ])
  }
}
