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
      Check("the light is told of changes: looking at it does not ask the meter") {
        let meter = LevelMeter()
        meter.level = 9
        let light = PeakLight(watching: meter, threshold: 5)
        await letObserversRun()
        let before = meter.reads
        for _ in 0..<10 { _ = light.isOn }
        try expect(
          meter.reads == before,
          "reading isOn 10 times read the meter's level \(meter.reads - before) times: the "
            + "light works its answer out when asked, so it observes nothing. Keep isOn as "
            + "the light's own state, changed when the meter tells of a change")
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
