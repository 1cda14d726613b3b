/// Notices a save of the learner's files by their contents, polled: it works wherever
/// the files can be read (file events, where `FolderEvents` has them, only make the
/// polls come sooner), and a save that changes nothing (an editor's habit) does not
/// start a check.
///
/// A change counts once two polls in a row read the same new contents, so a file caught
/// half-written (truncated, then filled) is checked once, whole.
public struct ChangeDetector {
  private let fingerprint: () -> String
  /// The contents last reported (or found at `init`).
  private var last: String
  /// The contents the previous poll read.
  private var previous: String

  /// - Parameter fingerprint: reads the watched files now and hashes them.
  public init(fingerprint: @escaping () -> String) {
    self.fingerprint = fingerprint
    last = fingerprint()
    previous = last
  }

  /// Whether the last poll read contents that have not settled yet: the next poll
  /// should come soon, to confirm them.
  public var isSettling: Bool { previous != last }

  /// Whether the files settled on new contents since the last change reported (or
  /// since `init`).
  public mutating func poll() -> Bool {
    let now = fingerprint()
    defer { previous = now }
    guard now == previous, now != last else { return false }
    last = now
    return true
  }
}
