// The checks of exercise observer-1. Read them; do not edit them.
import ExerciseSupport

/// Lets main-actor tasks started by observers run.
@MainActor
func letObserversRun() async {
  for _ in 0..<20 { await Task.yield() }
}

/// A run for a check: two thresholds, the level the meter starts at, and batches of
/// levels, each batch set one after another with no pause (so that several changes may
/// be announced as one), with a pause after each batch.
let anyRun = Generators.int(in: -3...12).flatMap { first in
  Generators.int(in: -3...12).flatMap { second in
    Generators.int(in: -5...15).flatMap { start in
      Generators.array(
        of: Generators.array(of: Generators.int(in: -5...15), length: 1...3), length: 1...6
      ).map { (thresholds: [first, second], start: start, batches: $0) }
    }
  }
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
      Check("two lights of any thresholds on one meter follow any levels, however they come") {
        // Each light holds its own threshold; levels that stay on one side, that cross
        // and cross back before the light is told, and several changes announced as one:
        // after each pause every light is on exactly when the level is past its threshold.
        // Seeded runs; rerun one with WORKBOOK_SEED.
        let start = runSeed(default: 2026)
        for run in 0..<100 {
          let input = anyRun.example(seed: start &+ UInt64(run))
          let meter = LevelMeter()
          meter.level = input.start
          let lights = input.thresholds.map { PeakLight(watching: meter, threshold: $0) }
          var levels = [input.start]
          for batch in [[]] + input.batches {
            for level in batch { meter.level = level }
            levels += batch
            await letObserversRun()
            for light in lights {
              try expectEqual(
                light.isOn, levels.last! > light.threshold,
                "the light of threshold \(light.threshold) after levels \(levels) (seed "
                  + "\(start &+ UInt64(run)), lights of thresholds \(input.thresholds), pauses "
                  + "after each of \(input.batches))")
            }
          }
        }
      },
    ])
  }
}
