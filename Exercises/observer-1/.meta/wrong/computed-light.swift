// Mistake: `var isOn: Bool { (meter?.level ?? 0) > threshold }`: the light asks the
// meter every time it is looked at, so it is always right and observes nothing.
// Lesson: an observer is told of changes and keeps its own state; polling is what the
// pattern replaces (chapter 6, the intent).

/// On while the watched meter's level is above `threshold`, off otherwise, after
/// every change of the level.
@MainActor
final class PeakLight {
  let threshold: Int
  /// On while the level is above the threshold, worked out whenever it is asked.
  var isOn: Bool { (meter?.level ?? 0) > threshold }
  /// Weak: the light must not keep the meter alive.
  private weak var meter: LevelMeter?

  init(watching meter: LevelMeter, threshold: Int) {
    self.threshold = threshold
    self.meter = meter
  }

}
