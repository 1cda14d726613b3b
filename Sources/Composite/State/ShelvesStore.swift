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
  /// arrangement of them; and a few words for the state line saying which, and why, also
  /// on stderr when a saved tree is not shown. A file that is no tree is set aside.
  public func load(over albums: [Album]) -> (shelves: Shelf, note: String) {
    let found = kept.load { (data) throws(KeptFileProblem) in
      guard let shelves = try Self.format.decoded(data).shelves.item as? Shelf else {
        throw .unreadable("the tree's root is no shelf")
      }
      return shelves
    }
    if case .loaded(let shelves) = found, shelves.albumCount == albums.count,
      albums.places(of: shelves.albums) != nil
    {
      return (shelves, "shelves restored")
    }
    let why = found.whyNotLoaded ?? "saved for other albums"
    let note = "shelves arranged by decade (\(why))"
    // A tree the user had is not shown: said on stderr too, past the next save's words.
    if found.foundAFile { KeptFile.notice(note) }
    return (.arrangedByDecade(albums), note)
  }
  // snippet.end

  static let format = KeptFormat<ShelvesFile>(version: 1)
}
