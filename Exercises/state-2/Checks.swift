// The checks of exercise state-2. Read them; do not edit them.
import ExerciseSupport

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("Start runs the time from zero, Stop holds it") {
        var phase = StopwatchPhase.reset
        try expectEqual(phase.time(at: .seconds(4)), .zero, "the time when reset")
        phase.startStop(at: .seconds(4))
        try expectEqual(phase, .running(from: .zero, since: .seconds(4)), "after Start")
        try expectEqual(phase.time(at: .seconds(10)), .seconds(6), "six seconds later")
        phase.startStop(at: .seconds(10))
        try expectEqual(phase, .held(at: .seconds(6)), "after Stop")
        try expectEqual(phase.time(at: .seconds(99)), .seconds(6), "held, later")
      },
      Check("Start on a held watch counts on from the held time") {
        var phase = StopwatchPhase.held(at: .seconds(6))
        phase.startStop(at: .seconds(50))
        try expect(
          phase.time(at: .seconds(53)) == .seconds(9),
          "held at 6, started at 50, the watch shows \(phase.time(at: .seconds(53))) at 53, "
            + "not 9 seconds: the running case carries where it started from as well as "
            + "when, and its time adds the two.")
        phase.startStop(at: .seconds(53))
        try expect(
          phase == .held(at: .seconds(9)),
          "stopped at 53 the watch is \(phase), not held at 9 seconds: Stop holds the time "
            + "the watch shows, where it started from and all.")
      },
      Check("Reset works only on a held watch") {
        var phase = StopwatchPhase.reset
        phase.startStop(at: .zero)
        phase.reset()
        try expect(
          phase == .running(from: .zero, since: .zero),
          "Reset while running made the watch \(phase): the diagram has no arrow from "
            + "running to reset, and with an enum nothing but your switch keeps it out.")
        phase.startStop(at: .seconds(3))
        phase.reset()
        try expectEqual(phase, .reset, "Reset on a held watch")
        try expectEqual(phase.buttons, "(Reset) [Start]", "the buttons after Reset")
      },
    ])
  }
}
