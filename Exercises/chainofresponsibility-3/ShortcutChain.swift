// Exercise chainofresponsibility-3 · Shortcuts that plug-ins add
//
// Design the chain a shortcut key goes along: plug-ins add handlers to it and take them
// out while the app runs. The task is in Chapters/11-ChainOfResponsibility.md, section
// Exercises.

/// The handlers a shortcut key is offered to, in order, until one uses it.
final class ShortcutChain {
  /// Told about a key that no handler used, with the names of the handlers it was
  /// offered to, in order.
  var onUnhandled: ((Character, [String]) -> Void)?

  init() {}

  /// Adds `handler` at the end. Returns `false`, and changes nothing, when it is
  /// already in the chain.
  @discardableResult
  func append(_ handler: any ShortcutHandler) -> Bool {
    false
  }

  /// Adds `handler` just before `existing`, so that it is offered keys first. Returns
  /// `false`, and changes nothing, when `handler` is already in the chain or
  /// `existing` is not.
  @discardableResult
  func insert(_ handler: any ShortcutHandler, before existing: any ShortcutHandler) -> Bool {
    false
  }

  /// Takes `handler` out. Returns `false` when it was not in the chain.
  @discardableResult
  func remove(_ handler: any ShortcutHandler) -> Bool {
    false
  }

  /// Offers `key` to the handlers in order until one uses it; returns that handler's
  /// name, or `nil` when none did.
  func send(_ key: Character) -> String? {
    nil
  }
}
