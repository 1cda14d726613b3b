import Composite
import ExerciseSupport
import MVC

/// The album a generated leaf stands for.
func album(_ fields: ExerciseSupport.AlbumFields) -> Album {
  Album(
    title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "", year: fields.year
  )
}

/// A generated tree as shelves: each leaf an album, each node a shelf of its children.
func shelves(_ tree: GeneratedTree<ExerciseSupport.AlbumFields>) -> any LibraryItem {
  switch tree {
  case .leaf(let fields): album(fields)
  case .node(let name, let children): Shelf(name, children.map(shelves))
  }
}

/// Trees of albums of any depth and width, whose albums share genres and years (some
/// years no number at all) and whose names repeat, as a library's do.
let albumTrees = Generators.tree(of: Generators.albumFields, depth: 6, width: 4)

extension GeneratedTree<ExerciseSupport.AlbumFields> {
  /// The playlist's lines, written as plainly as possible: a recursive rendering of the
  /// tree with no visitor, the reference the export is held to.
  func playlistLines(depth: Int = 0) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    switch self {
    case .leaf(let fields):
      return [indent + "- \(fields.artist) — \(fields.title) (\(fields.year))"]
    case .node(let name, let children):
      return [indent + "# " + name] + children.flatMap { $0.playlistLines(depth: depth + 1) }
    }
  }
}

extension GeneratedTree<ExerciseSupport.AlbumFields> {
  /// Each shelf's name and each album's title, in outline order.
  var titles: [String] {
    switch self {
    case .leaf(let fields): [fields.title]
    case .node(let name, let children): [name] + children.flatMap(\.titles)
    }
  }
}

/// Pieces of a name a user might type or paste: words, line breaks of every kind (U+2028
/// and U+2029 among them), other control characters from C0, DEL and C1, a slash, dots,
/// and what looks like a playlist's heading or line.
let namePieces = [
  "Blue", " Hour", "東京", "é", "/", ".", "..", "# ", "- ", "\n", "\r\n", "\r", "\t", "\u{0}",
  "\u{7}", "\u{B}", "\u{C}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}",
]

/// Names made of zero to five pieces: often empty or plain, often odd.
let oddNames = Generators.array(of: Generators.element(of: namePieces), length: 0...5).map {
  $0.joined()
}

/// Whether `scalar` would start a line of its own in a file, or hide in one: a control
/// character, or a line or paragraph separator.
func breaksALine(_ scalar: Unicode.Scalar) -> Bool {
  [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
}

/// `line` with each scalar that breaks a line turned into a space.
func spacedOut(_ line: String) -> String {
  String(String.UnicodeScalarView(line.unicodeScalars.map { breaksALine($0) ? " " : $0 }))
}

/// Trees whose shelves' names and albums' titles, artists and years are `oddNames`.
func oddNameTrees(depth: Int = 4) -> Generator<GeneratedTree<ExerciseSupport.AlbumFields>> {
  let leaf = oddNames.flatMap { title in
    oddNames.flatMap { artist in
      oddNames.map { year in
        GeneratedTree.leaf(AlbumFields(title: title, artist: artist, genre: "Pop", year: year))
      }
    }
  }
  guard depth > 0 else { return leaf }
  let node = oddNames.flatMap { name in
    Generators.array(of: oddNameTrees(depth: depth - 1), length: 0...3).map {
      GeneratedTree.node(name, $0)
    }
  }
  return Generators.oneOf([leaf, node])
}
