// Mistake: the level is tracked once: the change handler reads the new level but never
// asks to hear of the next change, so the light follows the first change only.
// Lesson: withObservationTracking reports one change; an observer that follows a value
// tracks again after each (chapter 6, Observation).
import Observation

/// On while the watched meter's level is above `threshold`, off otherwise, after
/// every change of the level.
@MainActor
final class PeakLight {
  let threshold: Int
  private(set) var isOn = false
  /// Weak: the light must not keep the meter alive.
  private weak var meter: LevelMeter?

  init(watching meter: LevelMeter, threshold: Int) {
    self.threshold = threshold
    self.meter = meter
    follow()
  }

  /// Reads the level now and asks to hear of the next change. `onChange` runs once,
  /// before the new level is stored, so the new level is read (and the next change
  /// asked for) in a main-actor task that runs after the change.
  private func follow() {
    guard let meter else { return }
    withObservationTracking {
      isOn = meter.level > threshold
    } onChange: { [weak self] in
      Task { @MainActor in
        guard let self, let meter = self.meter else { return }
        self.isOn = meter.level > self.threshold
      }
    }
  }
}
