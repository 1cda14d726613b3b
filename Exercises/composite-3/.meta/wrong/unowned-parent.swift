// Mistake: the way up is unowned rather than weak, so a folder whose folder is let go
// keeps a reference to a freed object, and the next add that walks up through it stops
// the program.
// Lesson: a link that may outlive what it points to is weak, and nil once that is
// gone; unowned promises it never will (chapter 10, cycles with references).

final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  private(set) unowned var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

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
