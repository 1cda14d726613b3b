// Wrong design: the check looks down, among this folder's own children, instead of up
// through its parents; an ancestor is never among them. It breaks the lesson that a
// cycle is made by adding a folder below itself, which only the parents reveal.

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
