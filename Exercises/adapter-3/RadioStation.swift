// Given with exercise adapter-3. Read it; do not edit it: it is the radio maker's code,
// with names and units of its own, and it cannot change.

/// A station the radio can be tuned to.
final class RadioStation {
  /// In kilohertz, in steps of 100: 98_500 is 98.5 MHz.
  var frequency: Int
  /// The programme on air, when the station sends its name; `nil` when it does not.
  var programme: String?
  /// How loud the station comes in, in decibels: from -30 (quietest) to 0 (loudest).
  var gain: Int
  /// How many times `tune()` ran: tuning takes the receiver away from what it played.
  private(set) var tunings = 0

  init(frequency: Int, programme: String?, gain: Int) {
    self.frequency = frequency
    self.programme = programme
    self.gain = gain
  }

  /// Tunes the receiver to the station and returns what comes out.
  func tune() -> String {
    tunings += 1
    return programme.map { "♪ \($0)" } ?? "♪ (no programme name)"
  }
}
