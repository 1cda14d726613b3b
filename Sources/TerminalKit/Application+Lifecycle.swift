// snippet.lifecycle
extension Application {
  /// A moment in the app's life that observers are told of: what UIKit announces with
  /// its lifecycle notifications. TerminalKit keeps its own small list of observers
  /// instead of `NotificationCenter`, so the kit needs no Foundation.
  public struct LifecycleEvent: Hashable, Sendable {
    let name: String
  }

  /// Told on the main actor when a stop (Ctrl-Z, `SIGTSTP`) is about to hand the
  /// terminal to the shell: UIKit's `UIApplication.didEnterBackgroundNotification`. A
  /// stopped app may never run again (a `kill -9`, a closed terminal), so this is the
  /// moment to save.
  public static let didEnterBackgroundNotification = LifecycleEvent(name: "didEnterBackground")

  /// Told on the main actor when the run is about to end: `q`, Ctrl-C, `SIGTERM`,
  /// `SIGHUP`, `SIGQUIT`, the input closing, the end of a scripted `--keys` run or of a
  /// printed one. UIKit's `UIApplication.willTerminateNotification`.
  public static let willTerminateNotification = LifecycleEvent(name: "willTerminate")
  // snippet.end

  /// The observations made by `observe`, held weakly: one that has gone is skipped, and
  /// forgotten at the next post (internal, not private, so a test can count them).
  @MainActor static var lifecycleObservations: [WeakLifecycleObservation] = []

  /// Tells every live observation of `event`, and returns when each has run. The
  /// application posts both events itself; a test may post one to play a way out.
  @MainActor
  public static func post(_ event: LifecycleEvent) {
    lifecycleObservations.removeAll { $0.observation == nil }
    for entry in lifecycleObservations {
      guard let observation = entry.observation, observation.events.contains(event) else {
        continue
      }
      observation.handler(event)
    }
  }

  /// Calls `handler` on the main actor for each of `events`, until the returned
  /// observation goes.
  ///
  /// ```swift
  /// leaving = Application.observe(
  ///   [Application.willTerminateNotification]) { [weak self] _ in self?.save() }
  /// ```
  @MainActor
  public static func observe(
    _ events: [LifecycleEvent], handler: @escaping @MainActor (LifecycleEvent) -> Void
  ) -> LifecycleObservation {
    let observation = LifecycleObservation(events: Set(events), handler: handler)
    lifecycleObservations.append(WeakLifecycleObservation(observation: observation))
    return observation
  }
}

/// Keeps a handler told of lifecycle events while it lives: let it go, and the
/// handler is never called again.
@MainActor
public final class LifecycleObservation {
  let events: Set<Application.LifecycleEvent>
  let handler: @MainActor (Application.LifecycleEvent) -> Void

  init(
    events: Set<Application.LifecycleEvent>,
    handler: @escaping @MainActor (Application.LifecycleEvent) -> Void
  ) {
    self.events = events
    self.handler = handler
  }
}

/// One entry of the observers' list, which must not keep its observation alive.
@MainActor
struct WeakLifecycleObservation {
  weak var observation: LifecycleObservation?
}
