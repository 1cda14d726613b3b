/// Which item of a list is the current one, kept inside the list as it grows and
/// shrinks: "current index, clamped", written once for every screen that shows one
/// item of many.
///
/// The index is `nil` exactly when the list is empty (the tutorial's `-1`).
///
/// ```swift
/// var selection = ListSelection(count: 5)   // index 0
/// selection.move(by: 1)                     // index 1
/// selection.updateCount(1)                  // index 0: pulled back into the list
/// ```
public struct ListSelection: Hashable, Sendable {
  /// How many items the list has.
  public private(set) var count: Int
  /// The current item; `nil` when the list is empty.
  public private(set) var index: Int?

  /// A selection of `index` (clamped into the list) in a list of `count` items.
  public init(count: Int, index: Int = 0) {
    self.count = max(0, count)
    self.index = nil
    self.index = clamped(index)
  }

  /// Moves `step` items on (negative: back). Stops at the ends rather than wrapping.
  ///
  /// - Returns: whether the index changed.
  @discardableResult
  public mutating func move(by step: Int) -> Bool {
    guard let index else { return false }
    let (target, overflow) = index.addingReportingOverflow(step)
    return !overflow && select(target)
  }

  /// Makes `index` the current item, if the list has it.
  ///
  /// - Returns: whether the index changed; `false` for an index outside the list.
  @discardableResult
  public mutating func select(_ index: Int) -> Bool {
    guard (0..<count).contains(index), index != self.index else { return false }
    self.index = index
    return true
  }

  /// The list now has `count` items (one was deleted or added): the index stays where
  /// it was, or moves back to the last item when the list became shorter than it.
  public mutating func updateCount(_ count: Int) {
    self.count = max(0, count)
    index = clamped(index ?? 0)
  }

  private func clamped(_ index: Int) -> Int? {
    count == 0 ? nil : min(max(0, index), count - 1)
  }
}
