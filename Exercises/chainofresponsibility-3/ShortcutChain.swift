// Exercise chainofresponsibility-3 · Shortcuts that plug-ins add
//
// Design the chain a shortcut key goes along: plug-ins add handlers to it and take them
// out while the app runs. The checks drive it only through `DrivenByTheChecks`
// (ShortcutHandler.swift); the rest of its interface is yours. The task is in
// Chapters/11-ChainOfResponsibility.md, section Exercises.

/// The handlers a shortcut key is offered to, in order, until one uses it.
final class ShortcutChain {
  // TODO: your design
}

/// The checks' way in: each one in your chain's own terms.
extension ShortcutChain: DrivenByTheChecks {
  static func make(reporting report: @escaping (Character, [String]) -> Void) -> ShortcutChain {
    ShortcutChain()
  }

  func add(_ handler: any ShortcutHandler, before existing: (any ShortcutHandler)?) -> Bool {
    false
  }

  func remove(_ handler: any ShortcutHandler) -> Bool {
    false
  }

  func press(_ key: Character) -> String? {
    nil
  }
}
