// Mistake: a folder keeps the folder it is in strongly, as its parent holds it, so a
// tree nobody holds any more is never freed.
// Lesson: a tree of objects has one owner per link; the way up is weak (or not kept at
// all), or parent and child keep each other alive (chapter 10, cycles with references).

/// A folder of folders, as a class: each one an object, found again by identity.
final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  private(set) var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  /// This folder and every folder inside it, at any depth.
  var folderCount: Int {
    1 + children.reduce(0) { $0 + $1.folderCount }
  }

  /// Puts `child` in this folder.
  func add(_ child: Folder) throws(CycleError) {
    guard child.parent == nil else { throw CycleError() }
    var folder: Folder? = self
    while let inside = folder {
      if inside === child { throw CycleError() }
      folder = inside.parent
    }
    children.append(child)
    child.parent = self
  }
}
