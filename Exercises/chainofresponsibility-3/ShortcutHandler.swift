// Given for exercise chainofresponsibility-3: read it, do not edit it. Your part is
// ShortcutChain.swift.

/// Something that may use a shortcut key: the app's own handler, or a plug-in's. Two
/// handlers are the same handler only when they are the same object (`===`); two
/// plug-ins may well share a name.
protocol ShortcutHandler: AnyObject {
  var name: String { get }
  /// Whether this handler used `key`.
  func handle(_ key: Character) -> Bool
}

/// How the checks drive a chain, and all they need of one: not what yours must look
/// like. Your chain's own interface (how a plug-in adds a handler and hears whether it
/// was added, who walks the handlers, how the app hears of a key nobody used) is your
/// design; `ShortcutChain` conforms to this in a few lines on top of it.
protocol DrivenByTheChecks: AnyObject {
  /// An empty chain that tells `report` about every key no handler used, with the
  /// names of the handlers it was offered to, in order.
  static func make(reporting report: @escaping (Character, [String]) -> Void) -> Self
  /// A plug-in adds `handler`: just before `existing`, or last when `existing` is `nil`.
  /// A handler already in the chain, or one to go before a handler that is not, is
  /// refused, and the chain stays as it was. Whether it was added.
  @discardableResult
  func add(_ handler: any ShortcutHandler, before existing: (any ShortcutHandler)?) -> Bool
  /// A plug-in takes `handler` out. Whether it was in the chain.
  @discardableResult
  func remove(_ handler: any ShortcutHandler) -> Bool
  /// The user presses `key`: the name of the handler that used it, or `nil`.
  func press(_ key: Character) -> String?
}
