import Observation

// Exercise observer-1 · A level meter
//
// A light that comes on while a meter's level is past a threshold, kept up to date by
// observing the meter, not by whoever changes the level. The task is in
// Chapters/06-Observer.md, section Exercises.

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
    // solution.begin
    follow()
    // solution.starter
    //>     // TODO: read the level with withObservationTracking, and follow every change.
    // solution.end
  }
  // solution.begin

  /// Reads the level now and asks to hear of the next change. `onChange` runs once,
  /// before the new level is stored, so the new level is read (and the next change
  /// asked for) in a main-actor task that runs after the change.
  private func follow() {
    guard let meter else { return }
    withObservationTracking {
      isOn = meter.level > threshold
    } onChange: { [weak self] in
      Task { @MainActor in self?.follow() }
    }
  }
  // solution.end
}
