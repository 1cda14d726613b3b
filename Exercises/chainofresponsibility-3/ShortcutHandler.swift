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
