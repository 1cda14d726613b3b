// The checks of exercise iterator-1. Read them; do not edit them.
import ExerciseSupport
import MVC

func album(_ title: String) -> Album {
  Album(title: title, artist: "Someone", genre: "Folk", coverUrl: "", year: "1971")
}

/// A box whose crates hold albums with these titles, crate by crate.
func box(_ crates: [[String]]) -> RecordBox {
  RecordBox(
    crates: crates.enumerated().map {
      Crate(label: "Crate \($0.offset + 1)", albums: $0.element.map(album))
    })
}

/// A box made of generated albums: crates of any number, empty ones among them, and
/// albums that often share every field.
func box(_ crates: [[ExerciseSupport.AlbumFields]]) -> RecordBox {
  RecordBox(
    crates: crates.enumerated().map { crate in
      Crate(
        label: "Crate \(crate.offset + 1)",
        albums: crate.element.map {
          Album(title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "", year: $0.year)
        })
    })
}

/// What `walk` gives until it says nil, up to `limit` albums: a walk that never ends
/// shows as more albums than the box holds, rather than as a check that hangs.
func rest(of walk: inout CrateWalk, limit: Int = 50) -> [Album] {
  var given: [Album] = []
  while given.count < limit, let album = walk.next() { given.append(album) }
  return given
}

/// The titles of the albums `walk` gives until it ends.
func titles(_ walk: inout CrateWalk) -> [String] { rest(of: &walk).map(\.title) }

/// A box's albums as its crates hold them: what every walk of it must give.
func expected(_ box: RecordBox) -> [Album] { box.crates.flatMap(\.albums) }

/// Crates of 0 to 3 albums each, 0 to 6 crates.
let boxes = Generators.array(of: Generators.albums(count: 0...3), length: 0...6)

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the albums come crate by crate, each crate front to back") {
        var walk = CrateWalk(
          over: box([["Hejira", "Blue"], ["Pink Moon"], ["Bryter Layter", "Five Leaves Left"]]))
        try expectEqual(
          titles(&walk), ["Hejira", "Blue", "Pink Moon", "Bryter Layter", "Five Leaves Left"],
          "the albums of three crates")
      },
      Check("an empty crate is passed over wherever it stands: first, between, last, in a row") {
        for crates in [
          [[], ["Blue"]], [["Blue"], [], ["Hejira"]], [["Blue"], [], [], [], ["Hejira"]],
          [["Blue"], []], [[], [], ["Blue", "Hejira"], [], []],
        ] as [[[String]]] {
          var walk = CrateWalk(over: box(crates))
          let given = titles(&walk)
          try expect(
            given == crates.flatMap { $0 },
            "the crates \(crates) gave \(given): an empty crate gives no album, and the walk "
              + "goes on to the next crate; only the end of the box ends the walk.")
        }
      },
      Check("a box with no crates, or only empty ones, gives no album") {
        for crates in [[], [[]], [[], [], []]] as [[[String]]] {
          var walk = CrateWalk(over: box(crates))
          try expectEqual(titles(&walk), [], "the albums of the crates \(crates)")
        }
      },
      Check("once the walk has said nil, it says nil every time after") {
        for crates in [[["Blue", "Hejira"], ["Pink Moon"]], [["Blue"], []], []] as [[[String]]] {
          var walk = CrateWalk(over: box(crates))
          _ = rest(of: &walk)
          let after = (0..<3).map { _ in walk.next()?.title ?? "nil" }
          try expect(
            after == ["nil", "nil", "nil"],
            "the crates \(crates): after its nil the walk gave \(after). A walk that has "
              + "ended stays ended; a new loop asks the box for a new walk.")
        }
      },
      Check("any box: every album once, crate by crate, in the box's order") {
        try forAll(boxes) { crates in
          let box = box(crates)
          var walk = CrateWalk(over: box)
          let given = rest(of: &walk)
          try expect(
            given == expected(box),
            "gave \(given.map(\.title)), not \(expected(box).map(\.title))")
          try expectEqual(walk.next(), nil, "the walk after its end")
        }
      },
      Check("a copy of a walk goes on from where it was, on its own") {
        let cases = Generators.int(in: 0...12).flatMap { taken in boxes.map { (taken, $0) } }
        try forAll(cases) { taken, crates in
          let box = box(crates)
          var walk = CrateWalk(over: box)
          for _ in 0..<taken { _ = walk.next() }
          var copy = walk
          let onward = rest(of: &walk)
          let copied = rest(of: &copy)
          try expect(
            copied == onward && onward == Array(expected(box).dropFirst(taken)),
            "after \(taken) albums, the walk gave \(onward.map(\.title)) and its copy, "
              + "walked after it, \(copied.map(\.title)): a walk is a place in the box, "
              + "and a copy of it is a second place that moves on its own.")
        }
      },
      Check("two loops over one box each walk the whole box") {
        let box = box([["Blue", "Hejira"], [], ["Pink Moon"]])
        var pairs: [String] = []
        for outer in box {
          for inner in box { pairs.append(outer.title + "/" + inner.title) }
        }
        try expectEqual(pairs.count, 9, "pairs of albums from a loop inside a loop")
        try expectEqual(Array(box).map(\.title), ["Blue", "Hejira", "Pink Moon"], "a third loop")
      },
    ])
  }
}
