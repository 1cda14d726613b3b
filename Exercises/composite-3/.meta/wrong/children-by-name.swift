// Mistake: a folder keeps its children by name, so a second child of one name takes
// the first one's place, and the first, still sure it is in a folder, is lost.
// Lesson: two folders of one name are two folders; a tree of objects keeps its
// children by identity, in a list (chapter 10, the composite).

final class Folder {
  let name: String
  private var children: [String: Folder] = [:]
  private weak var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  var folderCount: Int { 1 + children.values.reduce(0) { $0 + $1.folderCount } }

  func add(_ child: Folder) throws(CycleError) {
    guard child.parent == nil else { throw CycleError() }
    var folder: Folder? = self
    while let inside = folder {
      if inside === child { throw CycleError() }
      folder = inside.parent
    }
    children[child.name] = child
    child.parent = self
  }
}
