import Foundation

// snippet.lifecycle
extension Application {
  /// Posted to `NotificationCenter.default`, on the main actor, when a stop (Ctrl-Z,
  /// `SIGTSTP`) is about to hand the terminal to the shell: UIKit's
  /// `UIApplication.didEnterBackgroundNotification`. A stopped app may never run again
  /// (a `kill -9`, a closed terminal), so this is the moment to save.
  public static let didEnterBackgroundNotification = Notification.Name(
    "TerminalKit.Application.didEnterBackground")

  /// Posted to `NotificationCenter.default`, on the main actor, when the run is about
  /// to end: `q`, Ctrl-C, `SIGTERM`, `SIGHUP`, the input closing, the end of a scripted
  /// `--keys` run or of a printed one. UIKit's `UIApplication.willTerminateNotification`.
  public static let willTerminateNotification = Notification.Name(
    "TerminalKit.Application.willTerminate")
  // snippet.end

  /// Posts `name`, and returns when every observer has run: observers without a queue
  /// run on the posting thread, here the main actor.
  @MainActor
  static func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: nil)
  }

  /// Calls `handler` on the main actor for each of `names` posted to
  /// `NotificationCenter.default`, until the returned observation goes.
  ///
  /// ```swift
  /// leaving = Application.observe(
  ///   [Application.willTerminateNotification]) { [weak self] _ in self?.save() }
  /// ```
  public static func observe(
    _ names: [Notification.Name],
    handler: @escaping @MainActor @Sendable (Notification.Name) -> Void
  ) -> LifecycleObservation {
    LifecycleObservation(names, handler: handler)
  }
}

/// Holds `NotificationCenter` observations, and removes them when it goes.
public final class LifecycleObservation {
  private let tokens: [any NSObjectProtocol]

  init(
    _ names: [Notification.Name],
    handler: @escaping @MainActor @Sendable (Notification.Name) -> Void
  ) {
    tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        // Application posts these on the main actor, and observers without a queue run
        // on the posting thread; another poster off the main actor would trap here.
        MainActor.assumeIsolated { handler(name) }
      }
    }
  }

  deinit {
    tokens.forEach { NotificationCenter.default.removeObserver($0) }
  }
}
