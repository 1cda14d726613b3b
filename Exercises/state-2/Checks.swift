// The checks of exercise state-2. Read them; do not edit them.
import ExerciseSupport

/// One press, and how long after the last one it comes (in thousandths of a second).
enum Press: Sendable, CustomStringConvertible {
  case startStop(after: Int)
  case reset(after: Int)

  var after: Int {
    switch self {
    case .startStop(let after), .reset(let after): after
    }
  }

  var description: String {
    switch self {
    case .startStop(let after): "Start/Stop at +\(Double(after) / 1000)s"
    case .reset(let after): "Reset at +\(Double(after) / 1000)s"
    }
  }

  static let any = Generators.bool.flatMap { isReset in
    Generators.int(in: 0...90_000).map { isReset ? Press.reset(after: $0) : .startStop(after: $0) }
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
    switch press {
    case .startStop:
      if let since = runningSince {
        shown += now - since
        runningSince = nil
        isHeld = true
      } else {
        runningSince = now
        isHeld = false
      }
    case .reset:
      if isHeld { (shown, isHeld) = (.zero, false) }
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
      Check("any presses at any times, fractions of a second too: the watch shows what it should") {
        try forAll(Generators.array(of: Press.any, length: 1...12)) { presses in
          var phase = StopwatchPhase.reset
          var model = Model()
          var now = Duration.seconds(1)
          for (index, press) in presses.enumerated() {
            now += .milliseconds(press.after)
            switch press {
            case .startStop: phase.startStop(at: now)
            case .reset: phase.reset()
            }
            model.press(press, at: now)
            let later = now + .milliseconds(1_500)
            try expect(
              phase.time(at: later) == model.time(at: later) && phase.buttons == model.buttons,
              "after press \(index + 1), \(press), the watch shows \(phase.time(at: later)) "
                + "with \(phase.buttons), not \(model.time(at: later)) with \(model.buttons)")
          }
        }
      },
    ])
  }
}
