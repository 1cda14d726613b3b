import Dispatch
import Foundation
import POSIXCalls
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole lines to a file descriptor from a thread of its own, so that output
/// nobody reads (`album-server | sleep 60`, a paused terminal) never stalls the
/// threads that log: `write(_:)` only queues. The queue is bounded; while it is full,
/// new lines are dropped and counted, and the count is written once output moves.
public final class LineWriter: Sendable {
  private struct Queue {
    var lines: [String] = []
    var dropped = 0
    var isWriting = false
  }

  private let descriptor: Int32
  private let capacity: Int
  private let queue = Mutex(Queue())
  private let pending = DispatchSemaphore(value: 0)

  /// - Parameters:
  ///   - descriptor: where lines go, such as `STDOUT_FILENO`.
  ///   - capacity: how many lines may wait before new ones are dropped.
  public init(descriptor: Int32, capacity: Int = 1000) {
    self.descriptor = descriptor
    self.capacity = capacity
    Thread.detachNewThread { [self] in drain() }
  }

  /// Queues `line` (a newline is added) and returns at once.
  public func write(_ line: String) {
    let queued = queue.withLock { queue in
      guard queue.lines.count < capacity else {
        queue.dropped += 1
        return false
      }
      queue.lines.append(line)
      return true
    }
    if queued { pending.signal() }
  }

  /// Waits until every queued line is written, for at most `limit`. Returns whether
  /// they all were.
  @discardableResult
  public func flush(within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now + limit
    while queue.withLock({ !$0.lines.isEmpty || $0.isWriting }) {
      guard ContinuousClock.now < deadline else { return false }
      usleep(5_000)
    }
    return true
  }

  private func drain() {
    while true {
      pending.wait()
      let (line, dropped) = queue.withLock { queue in
        queue.isWriting = true
        defer { queue.dropped = 0 }
        return (queue.lines.removeFirst(), queue.dropped)
      }
      if dropped > 0 {
        writeFully("(\(dropped) lines dropped: the output was not being read)")
      }
      writeFully(line)
      queue.withLock { $0.isWriting = false }
    }
  }

  /// A closed or failing output loses the line; serving goes on.
  private func writeFully(_ line: String) {
    POSIXCalls.writeAll(Array((line + "\n").utf8), to: descriptor)
  }
}
