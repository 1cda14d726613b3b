import Composite
import MVC
import WorkbookTestSupport
import XCTest

/// Chapter 14's hook, kept by this chapter's items: each hands itself, whole, to the
/// method for its own kind, once, and a shelf leaves its items to whoever visits it.
final class AcceptTests: XCTestCase {
  private struct KindRecorder: LibraryVisitor {
    var seen: [String] = []
    mutating func visit(_ album: Album) { seen.append("album " + album.title) }
    mutating func visit(_ shelf: Shelf) { seen.append("shelf " + shelf.title) }
  }

  /// Each item handed over, as an outline of all it holds.
  private struct Handed: LibraryVisitor {
    var outlines: [String] = []
    mutating func visit(_ album: Album) { outlines.append(outline(of: album)) }
    mutating func visit(_ shelf: Shelf) { outlines.append(outline(of: shelf)) }
  }

  func testEachItemHandsItselfToTheMethodForItsOwnKindOnce() {
    var recorder = KindRecorder()
    Album.bestOfBowie.accept(&recorder)
    Shelf("Bowie", [Album.bestOfBowie, Shelf("Inner")]).accept(&recorder)
    let item: any LibraryItem = Shelf("Held as any item")
    item.accept(&recorder)
    XCTAssertEqual(
      recorder.seen, ["album Best of Bowie", "shelf Bowie", "shelf Held as any item"])
    assertForAll(Generators.tree(of: Generators.albumFields, depth: 4, width: 3)) { tree in
      let item = Self.item(tree)
      var handed = Handed()
      item.accept(&handed)
      try expectEqual(handed.outlines, [outline(of: item)], "what \(tree) hands over")
    }
  }

  /// A generated tree as shelves and albums.
  private static func item(_ tree: GeneratedTree<ExerciseSupport.AlbumFields>) -> any LibraryItem {
    switch tree {
    case .leaf(let fields):
      Album(
        title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "",
        year: fields.year)
    case .node(let name, let children): Shelf(name, children.map(item))
    }
  }
}

/// `item` and everything in it, with each album's fields, read through the questions
/// every item answers (no `accept`): "[Box: {A|X|Rock|1971}, [Inner: ]]".
private func outline(of item: any LibraryItem) -> String {
  if let album = item.asAlbum {
    return "{\(album.title)|\(album.artist)|\(album.genre)|\(album.year)}"
  }
  return "[\(item.title): " + item.items.map(outline(of:)).joined(separator: ", ") + "]"
}
