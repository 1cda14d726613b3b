// Mistake: the check looks down, among this folder's own children, instead of up
// through its parents, where an ancestor would be found.
// Lesson: a cycle is made by adding a folder below itself, which a walk up from this
// folder, or a search inside the folder added, reveals; this folder's own children
// say nothing of it (chapter 10, cycles with references).

final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  private(set) weak var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

  func add(_ child: Folder) throws(CycleError) {
    guard child !== self, !children.contains(where: { $0 === child }) else {
      throw CycleError()
    }
    children.append(child)
    child.parent = self
  }
}
