// Mistake: the light compares the level with 5, the threshold of the example it was
// tried on, whatever threshold it was made with.
// Lesson: the observer's rule is its own state (its threshold), applied to whatever the
// subject reports (chapter 6, the observer).
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
      isOn = meter.level > 5
    } onChange: { [weak self] in
      Task { @MainActor in self?.follow() }
    }
  }
}
