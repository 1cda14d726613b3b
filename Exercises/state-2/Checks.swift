// The checks of exercise state-2. Read them; do not edit them.
import ExerciseSupport

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
      Check("Start runs the time from zero, Stop holds it") {
        var phase = StopwatchPhase.reset
        try expectEqual(phase.time(at: .seconds(4)), .zero, "the time when reset")
        phase.startStop(at: .seconds(4))
        try expectEqual(phase.buttons, "(Reset) [Stop]", "the buttons after Start")
        try expectEqual(phase.time(at: .seconds(10)), .seconds(6), "six seconds later")
        phase.startStop(at: .seconds(10))
        try expectEqual(phase.buttons, "[Reset] [Start]", "the buttons after Stop")
        try expectEqual(phase.time(at: .seconds(99)), .seconds(6), "held, later")
      },
      Check("Start on a held watch counts on from the held time") {
        var phase = StopwatchPhase.reset
        phase.startStop(at: .zero)
        phase.startStop(at: .seconds(6))
        phase.startStop(at: .seconds(50))
        try expect(
          phase.time(at: .seconds(53)) == .seconds(9),
          "held at 6, started at 50, the watch shows \(phase.time(at: .seconds(53))) at 53, "
            + "not 9 seconds: a running watch must know the time it counts on from as well "
            + "as when it started; the case carries whatever that takes.")
        phase.startStop(at: .seconds(53))
        try expect(
          phase.time(at: .seconds(60)) == .seconds(9),
          "stopped at 53 the watch shows \(phase.time(at: .seconds(60))), not 9 seconds: "
            + "Stop holds the time the watch shows, where it started from and all.")
      },
      Check("Reset works only on a held watch") {
        var phase = StopwatchPhase.reset
        phase.startStop(at: .zero)
        phase.reset()
        try expect(
          phase.time(at: .seconds(5)) == .seconds(5) && phase.buttons == "(Reset) [Stop]",
          "Reset while running made the watch show \(phase.time(at: .seconds(5))) at 5 "
            + "seconds, with \(phase.buttons): the diagram has no arrow from running to "
            + "reset, and with an enum nothing but your switch keeps it out.")
        phase.startStop(at: .seconds(3))
        phase.reset()
        try expectEqual(phase.time(at: .seconds(9)), .zero, "the time after Reset")
        try expectEqual(phase.buttons, "(Reset) [Start]", "the buttons after Reset")
      },
      Check("two watches, any presses at any times, fractions of a second too") {
        try forAll(Generators.array(of: Press.any, length: 1...12)) { presses in
          var phases = [StopwatchPhase.reset, .reset]
          var models = [Model(), Model()]
          var now = Duration.seconds(1)
          for (index, press) in presses.enumerated() {
            now += press.after
            if press.isReset {
              phases[press.watch].reset()
            } else {
              phases[press.watch].startStop(at: now)
            }
            models[press.watch].press(press, at: now)
            let later = now + .milliseconds(1_500)
            for (number, (phase, model)) in zip(phases, models).enumerated() {
              try expect(
                phase.time(at: now) == model.time(at: now)
                  && phase.time(at: later) == model.time(at: later)
                  && phase.buttons == model.buttons,
                "after press \(index + 1), \(press), watch \(number + 1) shows "
                  + "\(phase.time(at: now)), and \(phase.time(at: later)) 1.5 s on, with "
                  + "\(phase.buttons), not \(model.time(at: now)) and \(model.time(at: later)) "
                  + "with \(model.buttons). A press at the instant of the last one is a press "
                  + "too, and each watch is its own value.")
            }
          }
        }
      },
    ])
  }
}
