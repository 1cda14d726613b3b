// The checks of exercise composite-2. Read them; do not edit them.
import Composite
import ExerciseSupport
import MVC

func album(_ title: String) -> Album {
  Album(title: title, artist: "Someone", genre: "Folk", coverUrl: "", year: "1971")
}

/// A box set: a kind of item that holds albums but is no `Shelf`.
struct BoxSet: LibraryItem {
  let title: String
  let discs: [Album]
  var albumCount: Int { discs.count }
  var genres: Set<String> { Set(discs.map(\.genre)) }
  var albums: [Album] { discs }
  var items: [any LibraryItem] { discs }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(Shelf(title, discs)) }
}

/// A single: a kind of leaf written after your code, which is one album and says so
/// through `asAlbum`, though it is no `Album`.
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

/// The item at `path`, found through the component's `items` only.
func item(at path: ShelfPath, in root: any LibraryItem) -> (any LibraryItem)? {
  var item: any LibraryItem = root
  for index in path {
    guard item.items.indices.contains(index) else { return nil }
    item = item.items[index]
  }
  return item
}

/// Says what is at `path` for a check's message.
func described(_ path: ShelfPath?, in root: any LibraryItem) -> String {
  guard let path else { return "nil" }
  return "\(path) (“\(item(at: path, in: root)?.title ?? "nothing")”)"
}

@main
struct Checks {
  static func main() async {
    let library = Shelf(
      "Library",
      [
        album("Blue"),
        Shelf("1970s", [album("Hejira"), Shelf("1971", [album("Pink Moon"), album("Blue")])]),
        BoxSet(title: "Complete", discs: [album("Disc 1"), album("Disc 2")]),
        album("Court and Spark"),
        Shelf("Wishlist"),
      ])
    await runChecks([
      Check("an album on the outermost shelf") {
        let found = path(toAlbumTitled: "Court and Spark", in: library)
        try expect(found == [3], "found \(described(found, in: library)), not [3]")
      },
      Check("an album two shelves down") {
        let found = path(toAlbumTitled: "Pink Moon", in: library)
        try expect(found == [1, 1, 0], "found \(described(found, in: library)), not [1, 1, 0]")
      },
      Check("an album inside a kind of item that is no Shelf") {
        let found = path(toAlbumTitled: "Disc 2", in: library)
        try expect(
          found == [2, 1],
          "found \(described(found, in: library)), not [2, 1]: go down through `items`, "
            + "which every item has, not through a cast to Shelf")
      },
      Check("an album of a kind written after your code, which says it is one") {
        let root = Shelf("Root", [Shelf("Singles", [Single(record: album("Both Sides Now"))])])
        let found = path(toAlbumTitled: "Both Sides Now", in: root)
        try expect(
          found == [0, 0],
          "found \(described(found, in: root)), not [0, 0]: a single is one album, though "
            + "it is no Album. Ask each item whether it is an album (`asAlbum`), as the "
            + "component lets you; a cast to Album knows only the kinds there were.")
      },
      Check("the first one depth first, not the shallowest") {
        let inner = Shelf("Inner", [Shelf("Deeper", [album("Same")]), album("Same")])
        let root = Shelf("Root", [inner, album("Same")])
        let found = path(toAlbumTitled: "Same", in: root)
        try expect(found == [0, 0, 0], "found \(described(found, in: root)), not [0, 0, 0]")
      },
      Check("nil for a title no album has, and for a shelf's name") {
        try expect(path(toAlbumTitled: "Nowhere", in: library) == nil, "an album named Nowhere")
        try expect(path(toAlbumTitled: "1971", in: library) == nil, "1971 is a shelf")
        let found = path(toAlbumTitled: "Wishlist", in: library)
        try expect(
          found == nil,
          "found \(described(found, in: library)): Wishlist is an empty shelf. An item that "
            + "holds nothing is not therefore an album; ask whether it is one (`asAlbum`)")
      },
    ])
  }
}
