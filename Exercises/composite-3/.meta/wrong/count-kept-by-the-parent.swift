// Mistake: each folder keeps its count as a number, raised when a folder is added to
// it, so a folder added further down is never counted by the folders above.
// Lesson: a composite asks what it holds when asked; a total kept apart from the tree
// goes stale as soon as the tree below changes (chapter 10, the composite).

/// A folder of folders, as a class: each one an object, found again by identity.
final class Folder {
  let name: String
  private weak var parent: Folder?
  private(set) var folderCount = 1

  init(_ name: String) {
    self.name = name
  }

  /// Puts `child` in this folder.
  func add(_ child: Folder) throws(CycleError) {
    guard child.parent == nil else { throw CycleError() }
    var folder: Folder? = self
    while let inside = folder {
      if inside === child { throw CycleError() }
      folder = inside.parent
    }
    folderCount += child.folderCount
    child.parent = self
  }
}
