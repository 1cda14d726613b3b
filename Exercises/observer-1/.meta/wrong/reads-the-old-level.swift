// Mistake: the change handler reads the level at once, on the spot; it runs before the
// new level is stored, so the light always shows the level before the last change.
// Lesson: withObservationTracking's onChange is "will change": read the new value after
// the change, in a task that runs later (chapter 6, Observation).
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
      MainActor.assumeIsolated { self?.follow() }
    }
  }
}
