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
