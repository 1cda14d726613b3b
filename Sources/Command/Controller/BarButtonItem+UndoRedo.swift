import TerminalKit

/// Chapter 8's Undo and Redo items, `u` and `r`, written once: this chapter's screen has
/// them, and so does every part-3 screen that keeps a history of its own (they import
/// them rather than spell the titles and keys again).
extension BarButtonItem {
  /// Undo, on `u`: `action` is handed `screen` when it is pressed.
  public static func undo<Screen: AnyObject>(
    for screen: Screen, _ action: @escaping @MainActor (Screen) -> Void
  ) -> BarButtonItem {
    BarButtonItem(title: "Undo", key: "u", target: screen, action: action)
  }

  /// Redo, on `r`: `action` is handed `screen` when it is pressed.
  public static func redo<Screen: AnyObject>(
    for screen: Screen, _ action: @escaping @MainActor (Screen) -> Void
  ) -> BarButtonItem {
    BarButtonItem(title: "Redo", key: "r", target: screen, action: action)
  }
}
