// Mistake: the report for unused keys is kept in a static property, so the last chain
// made takes every chain's reports: an app with two chains hears the first one's
// unused keys in the wrong place.
// Lesson: the end of a chain belongs to that chain; what one chain is told must not
// live where every chain shares it (chapter 11, the report).
/// The handlers a shortcut key is offered to, in order, until one uses it.
final class ShortcutChain {
  /// Told about a key that no handler used, with the names of the handlers it was
  /// offered to, in order.
  nonisolated(unsafe) static var onUnhandled: ((Character, [String]) -> Void)?

  /// The handlers, first to last; each one at most once.
  private var handlers: [any ShortcutHandler] = []

  private func contains(_ handler: any ShortcutHandler) -> Bool {
    handlers.contains { $0 === handler }
  }

  /// Adds `handler` at the end. Returns `false`, and changes nothing, when it is
  /// already in the chain.
  @discardableResult
  func append(_ handler: any ShortcutHandler) -> Bool {
    guard !contains(handler) else { return false }
    handlers.append(handler)
    return true
  }

  /// Adds `handler` just before `existing`, so that it is offered keys first. Returns
  /// `false`, and changes nothing, when `handler` is already in the chain or
  /// `existing` is not.
  @discardableResult
  func insert(_ handler: any ShortcutHandler, before existing: any ShortcutHandler) -> Bool {
    guard !contains(handler), let index = handlers.firstIndex(where: { $0 === existing }) else {
      return false
    }
    handlers.insert(handler, at: index)
    return true
  }

  /// Takes `handler` out. Returns `false` when it was not in the chain.
  @discardableResult
  func takeOut(_ handler: any ShortcutHandler) -> Bool {
    guard let index = handlers.firstIndex(where: { $0 === handler }) else { return false }
    handlers.remove(at: index)
    return true
  }

  /// Offers `key` to the handlers in order until one uses it; returns that handler, or
  /// `nil` when none did. The walk goes over the handlers as they were when the key was
  /// sent: a change a handler makes counts from the next key.
  func send(_ key: Character) -> (any ShortcutHandler)? {
    var offered: [String] = []
    for handler in handlers {
      offered.append(handler.name)
      if handler.handle(key) { return handler }
    }
    Self.onUnhandled?(key, offered)
    return nil
  }
}

/// The checks' way in: each one in your chain's own terms.
extension ShortcutChain: DrivenByTheChecks {
  static func make(reporting report: @escaping (Character, [String]) -> Void) -> ShortcutChain {
    let chain = ShortcutChain()
    onUnhandled = report
    return chain
  }

  func add(_ handler: any ShortcutHandler, before existing: (any ShortcutHandler)?) -> Bool {
    if let existing { insert(handler, before: existing) } else { append(handler) }
  }

  func remove(_ handler: any ShortcutHandler) -> Bool {
    takeOut(handler)
  }

  func press(_ key: Character) -> String? {
    send(key)?.name
  }
}
