/// The generators checks and tests need: numbers, choices, lists, the fields of albums
/// that share titles, artists and years, trees of any depth and width, durations with
/// fractions of a second, and key sequences. Each draws 0 for its smallest choice, so
/// a failure shrinks toward short lists, first options and low numbers.
public enum Generators {
  /// A whole number in `range`; draws toward its lower bound.
  public static func int(in range: ClosedRange<Int>) -> Generator<Int> {
    Generator { draws in
      range.lowerBound + Int(draws.next(below: UInt64(range.upperBound - range.lowerBound) + 1))
    }
  }

  public static let bool = Generator { draws in draws.next(below: 2) == 1 }

  /// One of `options`, the first the smallest.
  /// - Precondition: `options` is not empty.
  public static func element<Value: Sendable>(of options: [Value]) -> Generator<Value> {
    precondition(!options.isEmpty, "no options to choose from")
    return Generator { draws in options[Int(draws.next(below: UInt64(options.count)))] }
  }

  /// Two generators' values side by side; a failing pair shrinks each side.
  public static func zip<First: Sendable, Second: Sendable>(
    _ first: Generator<First>, _ second: Generator<Second>
  )
    -> Generator<(First, Second)>
  {
    first.flatMap { one in second.map { (one, $0) } }
  }

  /// One of the generators, chosen per value.
  public static func oneOf<Value>(_ generators: [Generator<Value>]) -> Generator<Value> {
    element(of: Array(generators.indices)).flatMap { generators[$0] }
  }

  /// A list of `length` values (its length drawn first).
  public static func array<Value>(of element: Generator<Value>, length: ClosedRange<Int> = 0...8)
    -> Generator<[Value]>
  {
    int(in: length).flatMap { count in
      Generator { draws in (0..<count).map { _ in element.make(&draws) } }
    }
  }

  /// Words a title, an artist or a genre may hold: cases that differ, numbers that
  /// sort differently as text, accents and scripts beyond ASCII, leading articles,
  /// spaces, and the empty word.
  public static let words = [
    "Hunky Dory", "hunky dory", "Album 2", "Album 10", "Ænima", "Señor", "東京", "Ça ira",
    "The Wall", "Wall", "", "a", "Z", "Best of Bowie", "1984", "Heroes", "heroes ",
  ]

  /// A few names, drawn from a small pool so that they often coincide.
  public static let sharedName = element(of: words)

  /// A year as the app keeps it: text, usually four digits, sometimes empty or odd.
  public static let year = oneOf([
    int(in: 1965...1995).map { String($0) },
    element(of: ["", "1975", "1975", "19xx", "2001", "999", "12000"]),
  ])

  /// The fields of an album, drawn so that titles, artists, genres and years are often
  /// shared between albums.
  public static let albumFields = Generator { draws in
    AlbumFields(
      title: sharedName.make(&draws), artist: sharedName.make(&draws),
      genre: element(of: ["Pop", "pop", "Rock", "Jazz", "", "Électro"]).make(&draws),
      year: year.make(&draws))
  }

  /// A library's albums: unsorted, with shared fields, `count` of them.
  public static func albums(count: ClosedRange<Int> = 0...12) -> Generator<[AlbumFields]> {
    array(of: albumFields, length: count)
  }

  /// A tree of `leaf` values, `depth` levels deep at most and `width` children a node
  /// at most; each node is named from `sharedName`, so sibling names can coincide.
  public static func tree<Leaf: Sendable>(
    of leaf: Generator<Leaf>, depth: Int = 5, width: Int = 4
  ) -> Generator<GeneratedTree<Leaf>> {
    guard depth > 0 else { return leaf.map { .leaf($0) } }
    let node = sharedName.flatMap { name in
      array(of: tree(of: leaf, depth: depth - 1, width: width), length: 0...width).map {
        GeneratedTree.node(name, $0)
      }
    }
    // A leaf is the smallest choice, so a failing tree shrinks toward a flat one.
    return oneOf([leaf.map { .leaf($0) }, node])
  }

  /// A duration in seconds, in steps of a thousandth, up to `limit`: fractions of a
  /// second included, so that a rule that counts whole seconds is caught.
  public static func seconds(upTo limit: Double = 600) -> Generator<Double> {
    int(in: 0...Int(limit * 1000)).map { Double($0) / 1000 }
  }

  /// A sequence of key names drawn from `keys`: the chapter's own keys and others.
  public static func keys(from keys: [String], length: ClosedRange<Int> = 0...20)
    -> Generator<[String]>
  {
    array(of: element(of: keys), length: length)
  }
}

/// An album's fields, as a generator makes them: checks build their own album from it.
public struct AlbumFields: Sendable, Equatable, CustomStringConvertible {
  public var title: String
  public var artist: String
  public var genre: String
  public var year: String

  public init(title: String, artist: String, genre: String, year: String) {
    self.title = title
    self.artist = artist
    self.genre = genre
    self.year = year
  }

  public var description: String {
    "“\(title)” by “\(artist)” (\(genre.isEmpty ? "no genre" : genre), "
      + "\(year.isEmpty ? "no year" : year))"
  }
}

/// A tree a generator made: a leaf, or a named node with its children, in order.
public indirect enum GeneratedTree<Leaf: Sendable>: Sendable, CustomStringConvertible {
  case leaf(Leaf)
  case node(String, [GeneratedTree])

  /// Every leaf, depth first, in order.
  public var leaves: [Leaf] {
    switch self {
    case .leaf(let leaf): [leaf]
    case .node(_, let children): children.flatMap(\.leaves)
    }
  }

  /// How many levels of nodes stand above the deepest leaf.
  public var depth: Int {
    switch self {
    case .leaf: 0
    case .node(_, let children): 1 + (children.map(\.depth).max() ?? 0)
    }
  }

  public var description: String {
    switch self {
    case .leaf(let leaf): "\(leaf)"
    case .node(let name, let children):
      "“\(name)” [" + children.map(\.description).joined(separator: ", ") + "]"
    }
  }
}
