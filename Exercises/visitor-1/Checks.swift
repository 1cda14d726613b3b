// The checks of exercise visitor-1. Read them; do not edit them.
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

func album(_ fields: ExerciseSupport.AlbumFields) -> Album {
  Album(
    title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "", year: fields.year
  )
}

func album(_ title: String, by artist: String) -> Album {
  Album(title: title, artist: artist, genre: "Rock", coverUrl: "", year: "1977")
}

/// A generated tree as shelves: a leaf an album, a node a shelf of its children.
func shelves(_ tree: GeneratedTree<ExerciseSupport.AlbumFields>) -> any LibraryItem {
  switch tree {
  case .leaf(let fields): album(fields)
  case .node(let name, let children): Shelf(name, children.map(shelves))
  }
}

/// How many shelves a generated tree has, the root among them when it is one.
func shelfCount(_ tree: GeneratedTree<ExerciseSupport.AlbumFields>) -> Int {
  guard case .node(_, let children) = tree else { return 0 }
  return 1 + children.map(shelfCount).reduce(0, +)
}

/// Trees of any depth and width whose albums often share an artist, with empty shelves.
let trees = Generators.tree(of: Generators.albumFields, depth: 5, width: 4)

func tally(_ item: any LibraryItem) -> ArtistTally {
  var tally = ArtistTally()
  item.accept(&tally)
  return tally
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("an album visited alone is one album of its artist, and no shelf") {
        let bowie = tally(album("Low", by: "David Bowie"))
        try expectEqual(bowie.albumsPerArtist, ["David Bowie": 1], "albums per artist")
        try expectEqual(bowie.shelvesMet, 0, "shelves met")
      },
      Check("every album at any depth is counted under its artist") {
        try forAll(trees) { tree in
          let expected = Dictionary(grouping: tree.leaves, by: \.artist).mapValues(\.count)
          try expectEqual(
            tally(shelves(tree)).albumsPerArtist, expected,
            "the albums per artist of the shelves \(tree)")
        }
      },
      Check("every shelf is met once: the first one visited, inner and empty ones too") {
        try forAll(trees) { tree in
          try expectEqual(
            tally(shelves(tree)).shelvesMet, shelfCount(tree), "the shelves met in \(tree)")
        }
      },
      Check("kinds of item written later are visited as the kind they choose") {
        let low = album("Low", by: "David Bowie")
        let heroes = album("Heroes", by: "David Bowie")
        let root = Shelf(
          "Berlin", [BoxSet(title: "Box", discs: [low, heroes]), Single(record: heroes)])
        let berlin = tally(root)
        try expect(
          berlin.albumsPerArtist == ["David Bowie": 3] && berlin.shelvesMet == 2,
          "a shelf holding a box set of two albums and a single gave \(berlin.albumsPerArtist)"
            + " and \(berlin.shelvesMet) shelves met, not 3 albums and 2 shelves. Hand each"
            + " item the tally with accept: a box set is then visited as a shelf and a"
            + " single as its album, without your code knowing either type.")
      },
      Check("a tally that visits more items adds them to what it holds") {
        try forAll(Generators.array(of: trees, length: 0...4)) { forest in
          var tally = ArtistTally()
          for tree in forest { shelves(tree).accept(&tally) }
          let leaves = forest.flatMap(\.leaves)
          try expectEqual(
            tally.albumsPerArtist, Dictionary(grouping: leaves, by: \.artist).mapValues(\.count),
            "albums per artist after visiting \(forest.count) items in turn")
          try expectEqual(
            tally.shelvesMet, forest.map(shelfCount).reduce(0, +), "shelves met in turn")
        }
      },
    ])
  }
}
