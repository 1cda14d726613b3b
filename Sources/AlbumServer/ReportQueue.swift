import Synchronization

/// Hands reports on in the order their requests were read, although each report is
/// made only after its reply has gone out.
///
/// A client that sends its next request as soon as it has an answer (the facade's
/// ordered posts do) must never see that next request reported first; yet a report
/// that blocks must never delay a reply. So each connection takes a ticket when its
/// request has been read, replies, and then gives its report in with the ticket: the
/// reports run in ticket order, on whichever thread completes the next one in line.
final class ReportQueue: Sendable {
  private struct Line {
    var issued: UInt64 = 0
    var next: UInt64 = 0
    var waiting: [UInt64: @Sendable () -> Void] = [:]
    var isDelivering = false
  }

  private let line = Mutex(Line())

  /// The place in line of a request read just now.
  func ticket() -> UInt64 {
    line.withLock { line in
      defer { line.issued += 1 }
      return line.issued
    }
  }

  /// Runs `report` once every report with an earlier ticket has run. Returns at once
  /// when another thread is delivering: that thread runs this report in its turn.
  func deliver(_ ticket: UInt64, _ report: @escaping @Sendable () -> Void) {
    let isDeliverer = line.withLock { line in
      line.waiting[ticket] = report
      guard !line.isDelivering else { return false }
      line.isDelivering = true
      return true
    }
    guard isDeliverer else { return }
    while let next = nextInLine() { next() }
  }

  /// The report whose turn it is, or nil (and delivering stops) when it is not in yet.
  private func nextInLine() -> (@Sendable () -> Void)? {
    line.withLock { line in
      guard let report = line.waiting.removeValue(forKey: line.next) else {
        line.isDelivering = false
        return nil
      }
      line.next += 1
      return report
    }
  }
}
