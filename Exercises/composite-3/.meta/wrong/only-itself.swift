// Mistake: only a folder added to itself is refused; a folder added to one of its own
// descendants makes a cycle one level further out.
// Lesson: a tree of references must look up through every ancestor before it adds
// (chapter 10, cycles with references).

final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  private(set) weak var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

  func add(_ child: Folder) throws(CycleError) {
    guard child !== self, child.parent == nil else { throw CycleError() }
    children.append(child)
    child.parent = self
  }
}
