// Mistake: each change the meter announces flips the light, as if every change crossed
// the threshold; a change that stays on one side (6 to 8), or two changes in a row
// announced once, leave the light wrong.
// Lesson: a notification says that something changed, not what; the observer reads the
// subject's state again to know it (chapter 6, Observation).
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
      Task { @MainActor in self?.changed() }
    }
  }

  /// The level changed: the light changes too, and the next change is asked for.
  private func changed() {
    guard let meter else { return }
    isOn.toggle()
    withObservationTracking {
      _ = meter.level
    } onChange: { [weak self] in
      Task { @MainActor in self?.changed() }
    }
  }
}
