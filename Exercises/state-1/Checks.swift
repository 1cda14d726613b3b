// The checks of exercise state-1. Read them; do not edit them.
import ExerciseSupport

/// A clock for the checks: it moves only when told to.
final class HandClock {
  var now: Duration = .zero
}

func makeWatch() -> (Stopwatch, HandClock) {
  let clock = HandClock()
  return (Stopwatch(clock: { clock.now }), clock)
}

/// One press on one of two watches, and how long after the last press it comes: no
/// time at all, a fraction of a second down to the nanosecond, or up to a minute and a
/// half.
struct Press: Sendable, CustomStringConvertible {
  let watch: Int
  let isReset: Bool
  let after: Duration

  var description: String {
    "\(isReset ? "Reset" : "Start/Stop") on watch \(watch + 1) at +\(after)"
  }

  static let any = Generators.int(in: 0...1).flatMap { watch in
    Generators.bool.flatMap { isReset in
      Generators.oneOf([
        Generators.element(of: [Duration.zero]),
        Generators.int(in: 1...999_999_999).map { Duration.nanoseconds($0) },
        Generators.int(in: 0...90_000).map { Duration.milliseconds($0) },
      ]).map { Press(watch: watch, isReset: isReset, after: $0) }
    }
  }
}

/// What a stopwatch shows, kept the plainest way: the time it had when last stopped or
/// started, when it last started if it runs, and whether it is held.
struct Model {
  var shown: Duration = .zero
  var runningSince: Duration?
  var isHeld = false

  func time(at now: Duration) -> Duration {
    runningSince.map { shown + (now - $0) } ?? shown
  }

  var buttons: String {
    runningSince != nil ? "(Reset) [Stop]" : isHeld ? "[Reset] [Start]" : "(Reset) [Start]"
  }

  mutating func press(_ press: Press, at now: Duration) {
    if press.isReset {
      if isHeld { (shown, isHeld) = (.zero, false) }
    } else if let since = runningSince {
      (shown, runningSince, isHeld) = (shown + (now - since), nil, true)
    } else {
      (runningSince, isHeld) = (now, false)
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a held watch shows the time it was stopped at, however long it stays held") {
        let (watch, clock) = makeWatch()
        watch.pressStartStop()
        clock.now += .seconds(7)
        watch.pressStartStop()
        try expectEqual(watch.buttons, "[Reset] [Start]", "the buttons once stopped")
        try expectEqual(watch.time, .seconds(7), "the time as it stops")
        clock.now += .seconds(100)
        try expect(
          watch.time == .seconds(7),
          "100 seconds after stopping at 7 the watch shows \(watch.time): held, the time "
            + "stands still. Only Running reads the clock.")
      },
      Check("Start on a held watch counts on from the held time") {
        let (watch, clock) = makeWatch()
        watch.pressStartStop()
        clock.now += .seconds(7)
        watch.pressStartStop()
        clock.now += .seconds(50)
        watch.pressStartStop()
        clock.now += .seconds(3)
        try expectEqual(watch.buttons, "(Reset) [Stop]", "the buttons once started again")
        try expect(
          watch.time == .seconds(10),
          "7 seconds, held, then 3 more running shows \(watch.time), not 10 seconds: a held "
            + "watch starts again from where it was, not from zero, and the time it was "
            + "held does not count.")
      },
      Check("Reset on a held watch goes back to the reset state") {
        let (watch, clock) = makeWatch()
        watch.pressStartStop()
        clock.now += .seconds(7)
        watch.pressStartStop()
        watch.pressReset()
        try expectEqual(watch.time, .zero, "the time after Reset")
        try expect(
          watch.buttons == "(Reset) [Start]",
          "after Reset the watch shows \(watch.buttons): Reset leads to the Reset state, "
            + "where Reset does nothing. A held watch holding zero is a different state.")
        watch.pressStartStop()
        clock.now += .seconds(2)
        try expectEqual(watch.time, .seconds(2), "started again after Reset")
      },
      Check("two watches, any presses at any times, fractions of a second too") {
        try forAll(Generators.array(of: Press.any, length: 1...12)) { presses in
          let clock = HandClock()
          let watches = [Stopwatch(clock: { clock.now }), Stopwatch(clock: { clock.now })]
          var models = [Model(), Model()]
          for (index, press) in presses.enumerated() {
            clock.now += press.after
            if press.isReset {
              watches[press.watch].pressReset()
            } else {
              watches[press.watch].pressStartStop()
            }
            models[press.watch].press(press, at: clock.now)
            for (number, (watch, model)) in zip(watches, models).enumerated() {
              let shown = (watch.time, watch.buttons)
              clock.now += .milliseconds(1_500)
              let later = watch.time
              clock.now -= .milliseconds(1_500)
              try expect(
                shown == (model.time(at: clock.now), model.buttons)
                  && later == model.time(at: clock.now + .milliseconds(1_500)),
                "after press \(index + 1), \(press), watch \(number + 1) shows \(shown.0) "
                  + "with \(shown.1), and \(later) 1.5 s on; it should show "
                  + "\(model.time(at: clock.now)) with \(model.buttons). A held watch holds "
                  + "the very time it stopped at, as its own, and is held whatever it holds.")
            }
          }
        }
      },
    ])
  }
}
