// The checks of exercise iterator-3. Read them; do not edit them.
import Composite
import ExerciseSupport
import MVC

func album(_ title: String) -> Album {
  Album(title: title, artist: "Someone", genre: "Folk", coverUrl: "", year: "1971")
}

/// A flat shelf of albums with these titles.
func shelf(_ titles: [String]) -> Shelf { Shelf("Shelf", titles.map(album)) }

/// How often the checks' shelves were asked what they hold. The checks run on one
/// thread, so a plain count will do.
final class Tally: @unchecked Sendable {
  var reads = 0
}

/// A kind of shelf your code was not written for, which counts every time it is asked
/// for its items: by `items` itself, and by `albums`, `albumCount` and `genres`, which
/// ask it too.
struct CountedShelf: LibraryItem {
  let title: String
  let held: [any LibraryItem]
  let tally: Tally

  var items: [any LibraryItem] {
    tally.reads += 1
    return held
  }
  var albums: [Album] { items.flatMap(\.albums) }
  var albumCount: Int { items.reduce(0) { $0 + $1.albumCount } }
  var genres: Set<String> { items.reduce(into: []) { $0.formUnion($1.genres) } }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(Shelf(title, held)) }
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

/// Lists dealt in turn: what a deal of shelves whose albums are these lists must give.
func dealt<Value>(_ lists: [[Value]]) -> [Value] {
  var result: [Value] = []
  for round in 0..<(lists.map(\.count).max() ?? 0) {
    for list in lists where round < list.count { result.append(list[round]) }
  }
  return result
}

/// Up to `count` albums from `walk`, fewer when it ends first.
func take(_ count: Int, from walk: inout some IteratorProtocol<Album>) -> [Album] {
  var given: [Album] = []
  while given.count < count, let album = walk.next() { given.append(album) }
  return given
}

/// The titles of what a new walk of `shelves` gives, up to 100: a walk that never ends
/// shows as more albums than the shelves hold, rather than as a check that hangs.
func titles(_ shelves: [any LibraryItem]) -> [String] {
  var walk = RoundRobin(shelves).makeIterator()
  return take(100, from: &walk).map(\.title)
}

/// A generated tree as library items: a leaf is an album titled with its shelf's letter
/// and its place among that shelf's albums (A1, A2, …), a node a shelf.
func item(_ tree: GeneratedTree<Int>, letter: String, count: inout Int) -> any LibraryItem {
  switch tree {
  case .leaf:
    count += 1
    return album("\(letter)\(count)")
  case .node(let name, let children):
    var held: [any LibraryItem] = []
    for child in children { held.append(item(child, letter: letter, count: &count)) }
    return Shelf(name, held)
  }
}

let letters = ["A", "B", "C", "D", "E"]

/// None to five trees of any depth and width: lone albums, empty shelves, and shelves
/// that hold only shelves among them.
let forests = Generators.array(
  of: Generators.tree(of: Generators.int(in: 0...0), depth: 4, width: 3), length: 0...5)

/// The shelves of a forest, and the titles of each one's albums in outline order.
func shelves(_ forest: [GeneratedTree<Int>]) -> ([any LibraryItem], [[String]]) {
  var items: [any LibraryItem] = []
  var lists: [[String]] = []
  for (index, tree) in forest.enumerated() {
    let letter = letters[index % letters.count]
    var count = 0
    items.append(item(tree, letter: letter, count: &count))
    lists.append((0..<count).map { "\(letter)\($0 + 1)" })
  }
  return (items, lists)
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the first album of each shelf, then the second of each, and so on") {
        let given = titles([shelf(["A1", "A2"]), shelf(["B1", "B2"]), shelf(["C1", "C2"])])
        try expectEqual(given, ["A1", "B1", "C1", "A2", "B2", "C2"], "three shelves dealt")
      },
      Check("a shelf that has run out is passed over, and the others go on") {
        for lists in [
          [["A1", "A2", "A3"], ["B1"], ["C1", "C2"]], [["A1"], ["B1", "B2", "B3"]],
          [["A1", "A2"], [], ["C1"]], [["A1"], ["B1"], ["C1", "C2", "C3"]],
        ] {
          let given = titles(lists.map(shelf))
          try expect(
            given == dealt(lists),
            "the shelves \(lists) were dealt as \(given), not \(dealt(lists)). A shelf "
              + "that has run out drops out of the deal, whichever it is, and the next "
              + "shelf's turn comes as it would have.")
        }
      },
      Check("each shelf's albums come in its outline's order, whatever holds them") {
        let tally = Tally()
        let nested = Shelf(
          "Nested",
          [
            album("A1"), Shelf("1970s", [album("A2"), Shelf("1971", [album("A3")])]),
            album("A4"),
          ])
        let box = CountedShelf(
          title: "Box",
          held: [
            CountedShelf(title: "Disc", held: [album("B1")], tally: tally),
            Single(record: album("B2")),
          ], tally: tally)
        let given = titles([nested, box])
        try expect(
          given == ["A1", "B1", "A2", "B2", "A3", "A4"],
          "dealt \(given), not [A1, B1, A2, B2, A3, A4]: a shelf's albums come in its "
            + "outline's order at any depth; the box is a kind of item that is no Shelf, "
            + "and B2 a single, one album though no Album: walk what every item answers.")
      },
      Check("no shelves, empty shelves, shelves of shelves, and a lone album") {
        try expectEqual(titles([]), [], "a deal of no shelves")
        let empty: [any LibraryItem] = [
          Shelf("Empty"), Shelf("Only shelves", [Shelf("In"), Shelf("Deeper", [Shelf("In")])]),
        ]
        try expectEqual(titles(empty), [], "a deal of shelves that hold no album")
        try expectEqual(titles([album("Blue")]), ["Blue"], "a deal of one album alone")
        let mixed: [any LibraryItem] = [
          Shelf("Empty"), album("Blue"), Shelf("Only shelves", [Shelf("In", [album("Hejira")])]),
          album("Mingus"),
        ]
        try expectEqual(
          titles(mixed), ["Blue", "Hejira", "Mingus"], "empty shelves among albums")
      },
      Check("any shelves of any depth and width: every album once, dealt in turn") {
        try forAll(forests) { forest in
          let (items, lists) = shelves(forest)
          var walk = RoundRobin(items).makeIterator()
          let given = take(100, from: &walk).map(\.title)
          try expect(
            given == dealt(lists),
            "dealt \(given), not \(dealt(lists)) (each shelf's albums: \(lists))")
          let after = (0..<3).map { _ in walk.next()?.title ?? "nil" }
          try expect(
            after == ["nil", "nil", "nil"],
            "after its nil the walk gave \(after): a walk that has ended stays ended")
        }
      },
      Check("it deals as it goes: a shelf is read only as far as the album it gives") {
        let tally = Tally()
        let big = (0..<3).map { shelf in
          CountedShelf(
            title: "Big \(shelf)",
            held: (0..<200).map { disc in
              CountedShelf(title: "Disc", held: [album("\(letters[shelf])\(disc)")], tally: tally)
            }, tally: tally)
        }
        var walk = RoundRobin(big).makeIterator()
        let given = take(6, from: &walk).map(\.title)
        try expectEqual(given, ["A0", "B0", "C0", "A1", "B1", "C1"], "the first two rounds")
        try expect(
          tally.reads <= 24,
          "to deal 6 albums from three shelves of 200 discs each, the shelves were asked "
            + "for what they hold \(tally.reads) times. A deal reads each shelf only as far "
            + "as its next album (a handful of reads); one that first makes a list of the "
            + "albums, or counts them, reads every shelf there is.")
      },
      Check("each loop deals afresh, and a copy of a walk goes on on its own") {
        let lists = [["A1", "A2", "A3"], ["B1"], ["C1", "C2"]]
        let deal = RoundRobin(lists.map(shelf))
        var pairs = 0
        for _ in deal { for _ in deal { pairs += 1 } }
        try expect(
          pairs == 36,
          "a loop inside a loop over one deal made \(pairs) pairs, not 36: each loop "
            + "asks the sequence for a new walk, and two walks never share a place.")
        try expectEqual(deal.map(\.title), dealt(lists), "a third loop over the deal")
        let cases = Generators.int(in: 0...12).flatMap { taken in forests.map { (taken, $0) } }
        try forAll(cases) { taken, forest in
          let (items, lists) = shelves(forest)
          var walk = RoundRobin(items).makeIterator()
          _ = take(taken, from: &walk)
          var copy = walk
          let onward = take(100, from: &walk).map(\.title)
          let copied = take(100, from: &copy).map(\.title)
          try expect(
            copied == onward && onward == Array(dealt(lists).dropFirst(taken)),
            "after \(taken) albums, the walk gave \(onward) and its copy, walked after "
              + "it, \(copied): a copy of a walk is a second place that moves on its own.")
        }
      },
    ])
  }
}
