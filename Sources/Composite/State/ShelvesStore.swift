import AppSupport
import Foundation
import MVC

// snippet.store
/// Keeps the tree of shelves in `shelves.json`, in chapter 7's state folder, kept as the
/// state is, by the platform's `KeptFile`. Chapter 7's `state.json` keeps the albums as
/// before, so the programs of chapters 7 and 8 still read the same folder, and a folder
/// they wrote, with no `shelves.json`, loads here.
public struct ShelvesStore: Sendable {
  /// `shelves.json`, kept.
  public let kept: KeptFile

  public init(folder: URL) {
    kept = KeptFile(named: "shelves.json", in: folder)
  }

  /// Keeps `shelves` in place of the last tree.
  ///
  /// - Throws: `KeptFileSaveError` saying why not; the file is then as it was.
  public func save(_ shelves: Shelf) throws(KeptFileSaveError) {
    try kept.save(Self.format.encoded(ShelvesFile(shelves: ShelvesFile.StoredItem(shelves))))
  }

  /// The saved tree when it holds exactly `albums` (order aside), else this workbook's
  /// arrangement of them; and a few words for the state line saying which, and why. A
  /// file that is no tree is set aside.
  public func load(over albums: [Album]) -> (shelves: Shelf, note: String) {
    let arranged = { (why: String) in
      (Shelf.arrangedByDecade(albums), "shelves arranged by decade (\(why))")
    }
    switch kept.load(Self.tree) {
    case .nothingSaved:
      return arranged("none saved")
    case .setAside(let problem, let keptAs):
      return arranged("\(problem); \(KeptFileLoad<Shelf>.keptAsText(keptAs))")
    case .loaded(let shelves):
      guard shelves.albums.sorted(by: Self.order) == albums.sorted(by: Self.order) else {
        return arranged("saved for other albums")
      }
      return (shelves, "shelves restored")
    }
  }
  // snippet.end

  static let format = KeptFormat<ShelvesFile>(version: 1)

  /// The tree in a file's bytes.
  private static func tree(_ data: Data) throws(KeptFileProblem) -> Shelf {
    guard let shelves = try format.decoded(data).shelves.item as? Shelf else {
      throw .unreadable("the tree's root is no shelf")
    }
    return shelves
  }

  private static func order(_ first: Album, _ second: Album) -> Bool {
    first.description < second.description
  }
}
