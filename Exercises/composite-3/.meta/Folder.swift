// Exercise composite-3 · A tree of objects that refuses cycles
//
// Shelves are values, so they cannot form a cycle. Folders here are objects: design
// them so that they cannot either. The starter has only what the checks use; how a
// folder keeps what it holds, and what it knows of where it is, is yours. The task is in
// Chapters/10-Composite.md, section Exercises.

/// A folder of folders, as a class: each one an object, found again by identity.
final class Folder {
  let name: String
  // solution.begin
  /// The folders directly in this one, in the order they were added.
  private(set) var children: [Folder] = []
  /// The folder this one is in; weak, so that a parent and its child do not keep each
  /// other alive.
  private(set) weak var parent: Folder?
  // solution.end

  init(_ name: String) {
    self.name = name
  }

  /// This folder and every folder inside it, at any depth.
  var folderCount: Int {
    // solution.begin
    1 + children.reduce(0) { $0 + $1.folderCount }
    // solution.starter
    //>     1  // TODO
    // solution.end
  }

  /// Puts `child` in this folder.
  ///
  /// - Throws: `CycleError`, changing nothing, when `child` is this folder or one it is
  ///   inside, or when `child` is in a folder already.
  func add(_ child: Folder) throws(CycleError) {
    // solution.begin
    guard child.parent == nil else { throw CycleError() }
    var folder: Folder? = self
    while let inside = folder {
      if inside === child { throw CycleError() }
      folder = inside.parent
    }
    children.append(child)
    child.parent = self
    // solution.starter
    //>     // TODO
    // solution.end
  }
}
