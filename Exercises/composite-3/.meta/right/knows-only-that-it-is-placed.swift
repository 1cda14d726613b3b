// Design: a folder keeps no way up at all, only whether it is in a folder; a cycle is
// found by searching inside the folder added for this one. Nothing points up, so
// nothing can keep a parent alive.

/// A folder of folders, as a class: each one an object, found again by identity.
final class Folder {
  let name: String
  /// The folders directly in this one, in the order they were added.
  private var children: [Folder] = []
  /// Whether this folder is in another; set once, as a folder never leaves.
  private var isPlaced = false

  init(_ name: String) {
    self.name = name
  }

  /// This folder and every folder inside it, at any depth.
  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

  /// Whether `folder` is this one or any folder inside it.
  private func holds(_ folder: Folder) -> Bool {
    self === folder || children.contains { $0.holds(folder) }
  }

  /// Puts `child` in this folder.
  ///
  /// - Throws: `CycleError`, changing nothing, when `child` is this folder or one it is
  ///   inside, or when `child` is in a folder already.
  func add(_ child: Folder) throws(CycleError) {
    guard !child.isPlaced, !child.holds(self) else { throw CycleError() }
    children.append(child)
    child.isPlaced = true
  }
}
