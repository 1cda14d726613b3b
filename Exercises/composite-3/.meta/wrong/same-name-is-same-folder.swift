// Mistake: the walk up compares folders by name, so a folder named like one it would sit
// under is refused, though it is another folder.
// Lesson: a tree of objects is about identity: a cycle is the same object met again
// (===), whatever the names (chapter 10, watch out for: cycles with references).
// Exercise composite-3 · A tree of objects that refuses cycles
//
// Shelves are values, so they cannot form a cycle. Folders here are objects: design
// `add(_:)` so that they cannot either. The task is in Chapters/10-Composite.md,
// section Exercises.

/// A folder of folders, as a class: each one knows its children and its parent.
final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  /// The folder this one is in; weak, so that a parent and its child do not keep each
  /// other alive.
  private(set) weak var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  /// This folder and every folder inside it, at any depth.
  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

  /// Puts `child` in this folder.
  ///
  /// - Throws: `CycleError`, changing nothing, when `child` is this folder or one it is
  ///   inside, or when `child` is in a folder already.
  func add(_ child: Folder) throws(CycleError) {
    guard child.parent == nil else { throw CycleError() }
    var folder: Folder? = self
    while let inside = folder {
      if inside.name == child.name { throw CycleError() }
      folder = inside.parent
    }
    children.append(child)
    child.parent = self
  }
}
