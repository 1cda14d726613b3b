// The checks of exercise iterator-2. Read them; do not edit them.
import ExerciseSupport
import MVC

func album(_ title: String) -> Album {
  Album(title: title, artist: "Someone", genre: "Folk", coverUrl: "", year: "1971")
}

func album(_ fields: ExerciseSupport.AlbumFields) -> Album {
  Album(
    title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "",
    year: fields.year)
}

/// A queue of albums with these titles, front first.
func queue(_ titles: [String]) -> PlayQueue { PlayQueue(titles.map(album)) }

/// Up to `count` albums from `walk`, fewer when it ends first.
func take(_ count: Int, from walk: inout QueueWalk) -> [Album] {
  var given: [Album] = []
  while given.count < count, let album = walk.next() { given.append(album) }
  return given
}

/// What `walk` gives until it says nil, up to 50 albums: a walk that never ends shows
/// as more albums than the queue held, rather than as a check that hangs.
func rest(of walk: inout QueueWalk) -> [Album] { take(50, from: &walk) }

/// The titles of the albums `walk` gives until it ends.
func titles(_ walk: inout QueueWalk) -> [String] { rest(of: &walk).map(\.title) }

/// One change a check makes to a queue while a walk of it is under way.
enum Change: Sendable, CustomStringConvertible {
  case remove(at: Int)
  case insert(ExerciseSupport.AlbumFields, at: Int)
  case append(ExerciseSupport.AlbumFields)
  case removeAll

  func apply(to queue: PlayQueue) {
    switch self {
    case .remove(let index): queue.remove(at: index)
    case .insert(let fields, let index): queue.insert(album(fields), at: index)
    case .append(let fields): queue.append(album(fields))
    case .removeAll: queue.removeAll()
    }
  }

  var description: String {
    switch self {
    case .remove(let index): "remove(at: \(index))"
    case .insert(let fields, let index): "insert(“\(fields.title)”, at: \(index))"
    case .append(let fields): "append(“\(fields.title)”)"
    case .removeAll: "removeAll()"
    }
  }
}

/// A step of a check: take some albums from the walk, then change the queue.
struct Step: Sendable, CustomStringConvertible {
  let taken: Int
  let change: Change
  var description: String { "take \(taken), \(change)" }
}

let changes = Generators.oneOf([
  Generators.int(in: 0...7).map { Change.remove(at: $0) },
  Generators.int(in: 0...7).flatMap { index in
    Generators.albumFields.map { Change.insert($0, at: index) }
  },
  Generators.albumFields.map { Change.append($0) },
  Generators.element(of: [Change.removeAll]),
])

/// A queue's albums, with shared fields (so some albums are equal), and the steps.
let histories = Generators.albums(count: 0...8).flatMap { albums in
  Generators.array(
    of: Generators.int(in: 0...2).flatMap { taken in
      changes.map { Step(taken: taken, change: $0) }
    }, length: 0...6
  ).map { (albums, $0) }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a walk gives the queue's albums front to back; an empty queue's, none") {
        var walk = QueueWalk(over: queue(["Blue", "Hejira", "Court and Spark"]))
        try expectEqual(titles(&walk), ["Blue", "Hejira", "Court and Spark"], "the albums")
        var empty = QueueWalk(over: PlayQueue())
        try expectEqual(titles(&empty), [], "the albums of an empty queue")
      },
      Check("an album taken out after the walk began still comes, in its place") {
        let albums = queue(["Blue", "Hejira", "Court and Spark", "Mingus"])
        var walk = QueueWalk(over: albums)
        let first = take(1, from: &walk).map(\.title)
        albums.remove(at: 0)
        albums.remove(at: 1)
        let given = first + titles(&walk)
        try expect(
          given == ["Blue", "Hejira", "Court and Spark", "Mingus"],
          "the walk gave Blue; then Blue and Court and Spark were taken out of the queue, "
            + "and in all the walk gave \(given). It promises the queue as it stood when it was made: "
            + "a walk that reads the queue as it is now skips or loses what moved.")
      },
      Check("an album put in after the walk began does not come; the next walk gives it") {
        let albums = queue(["Blue", "Hejira"])
        var walk = QueueWalk(over: albums)
        let first = take(1, from: &walk).map(\.title)
        albums.insert(album("Mingus"), at: 0)
        albums.append(album("Ladies of the Canyon"))
        let given = first + titles(&walk)
        try expect(
          given == ["Blue", "Hejira"],
          "the walk gave Blue; then Mingus was put in front and Ladies of the Canyon last, "
            + "and in all the walk gave \(given): a walk gives the queue as it stood when it was made."
        )
        var next = albums.makeIterator()
        try expectEqual(
          titles(&next), ["Mingus", "Blue", "Hejira", "Ladies of the Canyon"], "the next walk")
      },
      Check("a change made after the walk was made, before its first album, counts neither") {
        let albums = queue(["Blue", "Hejira"])
        var walk = QueueWalk(over: albums)
        albums.removeAll()
        albums.append(album("Mingus"))
        let given = titles(&walk)
        try expect(
          given == ["Blue", "Hejira"],
          "the queue was changed after the walk was made and before its first next(), and "
            + "the walk gave \(given): its moment is when it was made, not when it was "
            + "first asked.")
      },
      Check("walking leaves the queue as it was, and every walk starts at its front") {
        let albums = queue(["Blue", "Hejira", "Court and Spark"])
        var walk = QueueWalk(over: albums)
        _ = rest(of: &walk)
        try expect(
          albums.albums.map(\.title) == ["Blue", "Hejira", "Court and Spark"],
          "after a walk the queue holds \(albums.albums.map(\.title)): a walk reads the "
            + "queue, it never takes albums out of it.")
        var pairs = 0
        for _ in albums { for _ in albums { pairs += 1 } }
        try expectEqual(pairs, 9, "pairs of albums from a loop inside a loop")
      },
      Check("once the walk has said nil, it says nil every time after, albums added or not") {
        let albums = queue(["Blue"])
        var walk = QueueWalk(over: albums)
        _ = rest(of: &walk)
        albums.append(album("Hejira"))
        albums.insert(album("Mingus"), at: 0)
        let after = (0..<3).map { _ in walk.next()?.title ?? "nil" }
        try expect(
          after == ["nil", "nil", "nil"],
          "after its nil, and two albums put in the queue, the walk gave \(after): a "
            + "walk that has ended stays ended.")
      },
      Check("any changes at any moment: each walk gives the queue as it stood when made") {
        try forAll(histories) { fields, steps in
          let albums = PlayQueue(fields.map(album))
          var walk = QueueWalk(over: albums)
          var given: [Album] = []
          var later: [(walk: QueueWalk, expected: [Album])] = []
          for step in steps {
            given += take(step.taken, from: &walk)
            step.change.apply(to: albums)
            later.append((QueueWalk(over: albums), albums.albums))
          }
          given += rest(of: &walk)
          try expect(
            given == fields.map(album),
            "the walk gave \(given.map(\.title)), not \(fields.map(\.title)), the queue "
              + "as it stood when the walk was made")
          try expectEqual(walk.next(), nil, "the walk after its end")
          for (index, made) in later.enumerated() {
            var walk = made.walk
            try expectEqual(
              rest(of: &walk).map(\.title), made.expected.map(\.title),
              "the walk made after step \(index + 1), walked at the end")
          }
        }
      },
      Check("a copy of a walk goes on from where it was, on its own") {
        let cases = Generators.int(in: 0...8).flatMap { taken in
          Generators.albums(count: 0...8).map { (taken, $0) }
        }
        try forAll(cases) { taken, fields in
          let albums = PlayQueue(fields.map(album))
          var walk = QueueWalk(over: albums)
          _ = take(taken, from: &walk)
          var copy = walk
          let onward = rest(of: &walk)
          let copied = rest(of: &copy)
          try expect(
            copied == onward && onward == Array(fields.map(album).dropFirst(taken)),
            "after \(taken) albums, the walk gave \(onward.map(\.title)) and its copy, "
              + "walked after it, \(copied.map(\.title)): a copy of a walk is a second "
              + "place that moves on its own.")
        }
      },
    ])
  }
}
