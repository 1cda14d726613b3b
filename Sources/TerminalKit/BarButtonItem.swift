/// A button on a `Toolbar`, pressed by its key: the terminal's `UIBarButtonItem`.
///
/// Target-action as in UIKit: the item holds its target weakly and calls the action on
/// it, so a controller that owns its toolbar is not kept alive by it.
///
/// ```swift
/// BarButtonItem(title: "Delete", key: "d", target: self) { $0.deleteAlbum() }
/// ```
@MainActor
public final class BarButtonItem {
  public enum Kind: Sendable {
    case button
    /// Takes up the toolbar's spare width, pushing later items to the right.
    case flexibleSpace
  }

  public let kind: Kind
  public var title: String
  public let key: Character?
  /// A disabled item ignores its key and is drawn in parentheses: `(u) Undo`.
  public var isEnabled = true
  private let action: @MainActor () -> Void
  /// Whether the item's target has gone away; an item made without a target has none
  /// to lose.
  private var targetIsGone: @MainActor () -> Bool = { false }

  public init<Target: AnyObject>(
    title: String, key: Character, target: Target,
    action: @escaping @MainActor (Target) -> Void
  ) {
    self.kind = .button
    self.title = title
    self.key = key
    self.action = { [weak target] in
      if let target { action(target) }
    }
    self.targetIsGone = { [weak target] in target == nil }
  }

  /// An item shown disabled, with no action: a button the screen has but cannot use
  /// yet, like Undo before there is an undo stack. It stays inert even if enabled.
  ///
  /// ```swift
  /// BarButtonItem(disabledTitle: "Undo", key: "u")   // drawn as (u) Undo
  /// ```
  public init(disabledTitle title: String, key: Character) {
    self.kind = .button
    self.title = title
    self.key = key
    self.isEnabled = false
    self.action = {}
  }

  private init(kind: Kind) {
    self.kind = kind
    self.title = ""
    self.key = nil
    self.action = {}
  }

  public static func flexibleSpace() -> BarButtonItem { BarButtonItem(kind: .flexibleSpace) }

  /// How the item reads on the toolbar: `[d] Delete` when enabled, `(d) Delete` when not.
  public var label: String {
    guard kind == .button, let key else { return "" }
    return isEnabled ? "[\(key)] \(title)" : "(\(key)) \(title)"
  }

  /// Runs the action if the item is enabled and its target still exists; returns
  /// whether it ran.
  @discardableResult
  public func press() -> Bool {
    guard kind == .button, isEnabled, !targetIsGone() else { return false }
    action()
    return true
  }
}
