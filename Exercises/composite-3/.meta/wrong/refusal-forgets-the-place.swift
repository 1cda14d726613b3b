// Mistake: the add is made first and undone when it proves wrong, but the undo sets the
// child's folder to none rather than to the one it was in, so after a refused add the
// child may be put in a second folder.
// Lesson: decide before changing anything, so that a refusal leaves the tree exactly as
// it was (chapter 10, cycles with references).

final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  private(set) weak var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

  func add(_ child: Folder) throws(CycleError) {
    let wasInAFolder = child.parent != nil
    var makesACycle = false
    var folder: Folder? = self
    while let inside = folder {
      if inside === child { makesACycle = true }
      folder = inside.parent
    }
    children.append(child)
    child.parent = self
    if wasInAFolder || makesACycle {
      children.removeLast()
      child.parent = nil
      throw CycleError()
    }
  }
}
