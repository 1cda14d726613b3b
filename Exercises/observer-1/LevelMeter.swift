// Given: a meter whose level changes. Read it; do not edit it.
import Observation

/// A sound level meter. `@Observable`: code that reads `level` inside
/// `withObservationTracking` hears when it is about to change.
@MainActor
@Observable
final class LevelMeter {
  var level = 0
}
