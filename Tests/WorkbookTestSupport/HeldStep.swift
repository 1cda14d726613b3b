import Dispatch

/// Holds whoever arrives at one step of a sequence until the test releases it, so the
/// test can look at the world then, as a kill at that step would leave it.
public final class HeldStep<Step: Equatable & Sendable>: Sendable {
  private let stop: Step
  private let stopped = DispatchSemaphore(value: 0)
  private let released = DispatchSemaphore(value: 0)

  public init(at stop: Step) {
    self.stop = stop
  }

  /// Called before each step; blocks at the held one until `release()`.
  public func arrive(at step: Step) {
    guard step == stop else { return }
    stopped.signal()
    released.wait()
  }

  /// Whether the held step was reached within ten seconds.
  public func waitUntilStopped() -> Bool {
    stopped.wait(timeout: .now() + 10) == .success
  }

  public func release() {
    released.signal()
  }
}
