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
    ])
  }
}
