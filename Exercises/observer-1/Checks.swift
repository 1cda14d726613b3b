// The checks of exercise observer-1. Read them; do not edit them.
import ExerciseSupport

/// Lets main-actor tasks started by observers run.
@MainActor
func letObserversRun() async {
  for _ in 0..<20 { await Task.yield() }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the light starts as the meter stands") {
        let meter = LevelMeter()
        meter.level = 9
        let light = PeakLight(watching: meter, threshold: 5)
        try expect(light.isOn, "the level is 9, past 5, but the light is off")
      },
      Check("the light follows a change of the level") {
        let meter = LevelMeter()
        let light = PeakLight(watching: meter, threshold: 5)
        try expect(!light.isOn, "the level is 0 and the light is on")
        meter.level = 6
        await letObserversRun()
        try expect(light.isOn, "the level went to 6, past 5, and the light stayed off")
      },
      Check("the light follows every change, not only the first") {
        let meter = LevelMeter()
        let light = PeakLight(watching: meter, threshold: 5)
        var seen: [Bool] = []
        for level in [6, 2, 8, 5] {
          meter.level = level
          await letObserversRun()
          seen.append(light.isOn)
        }
        try expectEqual(
          seen, [true, false, true, false],
          "the light after levels 6, 2, 8, 5 (withObservationTracking reports one change: "
            + "track again after each one)")
      },
      Check("the light keeps neither the meter nor itself alive") {
        weak var weakMeter: LevelMeter?
        weak var weakLight: PeakLight?
        do {
          let meter = LevelMeter()
          let light = PeakLight(watching: meter, threshold: 5)
          weakMeter = meter
          weakLight = light
          meter.level = 7
          await letObserversRun()
        }
        await letObserversRun()
        try expect(weakLight == nil, "the light outlived its owner: its observer holds it strongly")
        try expect(weakMeter == nil, "the meter outlived its owner: the light holds it strongly")
      },
    ])
  }
}
