// Mistake: cycles are refused, but a folder already in another is added again, and
// then sits in two parents' lists while knowing only the newest.
// Lesson: in a tree an item has one place; a shared child is counted twice and
// deleted once (chapter 10, shared children).

final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  private(set) weak var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

  func add(_ child: Folder) throws(CycleError) {
    var folder: Folder? = self
    while let inside = folder {
      if inside === child { throw CycleError() }
      folder = inside.parent
    }
    children.append(child)
    child.parent = self
  }
}
