// Mistake: the walk up stops after four folders, as a guard against walking forever,
// so a folder added under a fifth level of its own folders makes a cycle.
// Lesson: in a tree that refuses cycles the walk up always ends, at the top; a limit
// on it only decides which cycles get through (chapter 10, cycles with references).

final class Folder {
  let name: String
  private(set) var children: [Folder] = []
  private(set) weak var parent: Folder?

  init(_ name: String) {
    self.name = name
  }

  var folderCount: Int { 1 + children.reduce(0) { $0 + $1.folderCount } }

  func add(_ child: Folder) throws(CycleError) {
    guard child.parent == nil else { throw CycleError() }
    var folder: Folder? = self
    for _ in 0..<4 {
      guard let inside = folder else { break }
      if inside === child { throw CycleError() }
      folder = inside.parent
    }
    children.append(child)
    child.parent = self
  }
}
