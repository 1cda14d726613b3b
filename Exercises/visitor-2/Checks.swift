// The checks of exercise visitor-2. Read them; do not edit them.
import Composite
import ExerciseSupport
import MVC

/// A box set: a kind of item written after your code, visited as a shelf of its discs.
struct BoxSet: LibraryItem {
  let title: String
  let discs: [Album]
  var albumCount: Int { discs.count }
  var genres: Set<String> { Set(discs.map(\.genre)) }
  var albums: [Album] { discs }
  var items: [any LibraryItem] { discs }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(Shelf(title, discs)) }
}

/// A single: a kind of leaf written after your code, visited as its one album.
struct Single: LibraryItem {
  let record: Album
  var title: String { record.title }
  var albumCount: Int { 1 }
  var genres: Set<String> { [record.genre] }
  var albums: [Album] { [record] }
  var items: [any LibraryItem] { [] }
  var asAlbum: Album? { record }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(record) }
}

func album(_ title: String) -> Album {
  Album(title: title, artist: "Someone", genre: "Pop", coverUrl: "", year: "1990")
}

/// A generated tree as shelves: a leaf an album titled by its number, a node a shelf.
func shelves(_ tree: GeneratedTree<Int>) -> any LibraryItem {
  switch tree {
  case .leaf(let number): album("Album \(number)")
  case .node(let name, let children): Shelf(name, children.map(shelves))
  }
}

/// The outline the task describes, written as plainly as possible: no visitor.
func outline(_ tree: GeneratedTree<Int>, indent: String = "") -> [String] {
  switch tree {
  case .leaf(let number): return [indent + "- Album \(number)"]
  case .node(let name, let children):
    let count = tree.leaves.count
    let total = count == 1 ? "1 album" : "\(count) albums"
    return [indent + name + ": " + total] + children.flatMap { outline($0, indent: indent + "  ") }
  }
}

let trees = Generators.tree(of: Generators.int(in: 1...99), depth: 5, width: 4)

func lines(_ item: any LibraryItem) -> [String] {
  var visitor = TotalsOutline()
  item.accept(&visitor)
  return visitor.lines
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a shelf's line comes first, with its total; its albums one level in") {
        let root = Shelf("1970s", [album("Low"), album("Heroes")])
        try expectEqual(
          lines(root), ["1970s: 2 albums", "  - Low", "  - Heroes"], "a shelf of two albums")
        try expectEqual(lines(Shelf("Empty")), ["Empty: 0 albums"], "an empty shelf")
        try expectEqual(lines(album("Low")), ["- Low"], "an album visited alone")
      },
      Check("every shelf's total counts its albums at any depth") {
        try forAll(trees) { tree in
          try expectEqual(lines(shelves(tree)), outline(tree), "the outline of \(tree)")
        }
      },
      Check("kinds of item written later are visited as the kind they choose") {
        let root = Shelf(
          "Berlin",
          [
            BoxSet(title: "Box", discs: [album("Low"), album("Heroes")]),
            Single(record: album("Lodger")),
          ])
        try expectEqual(
          lines(root),
          ["Berlin: 3 albums", "  Box: 2 albums", "    - Low", "    - Heroes", "  - Lodger"],
          "a shelf holding a box set and a single")
      },
      Check("an outline that visits more items adds their lines after, from the left") {
        try forAll(Generators.array(of: trees, length: 0...4)) { forest in
          var visitor = TotalsOutline()
          for tree in forest { shelves(tree).accept(&visitor) }
          try expectEqual(
            visitor.lines, forest.flatMap { outline($0) },
            "the outline after visiting \(forest.count) items in turn")
        }
      },
    ])
  }
}
