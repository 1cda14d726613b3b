// Given: a meter whose level changes. Read it; do not edit it.
import Observation

/// A sound level meter. `@Observable`: code that reads `level` inside
/// `withObservationTracking` hears when it is about to change.
@MainActor
@Observable
final class LevelMeter {
  /// The level. Each read is counted, so the checks can tell a light that is told of
  /// changes from one that asks the meter every time it is looked at.
  var level: Int {
    get {
      reads += 1
      return storedLevel
    }
    set { storedLevel = newValue }
  }

  private var storedLevel = 0
  /// How many times `level` was read.
  @ObservationIgnored private(set) var reads = 0
}
