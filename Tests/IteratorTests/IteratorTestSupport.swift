import Composite
import ExerciseSupport
import MVC

/// Album number `number`, made up for a test: each number its own album.
func album(_ number: Int) -> Album {
  Album(
    title: "Album \(number)", artist: "Artist \(number % 3)", genre: "Pop", coverUrl: "/\(number)",
    year: "2001")
}

/// A generated tree as shelves: each leaf an album, each node a shelf of its children.
func shelves(_ tree: GeneratedTree<Int>) -> any LibraryItem {
  switch tree {
  case .leaf(let number): album(number)
  case .node(let name, let children): Shelf(name, children.map(shelves))
  }
}

/// Trees of albums of any depth and width, as generated trees (shown when one fails)
/// with their albums numbered apart, so that "each album once" can be told.
let albumTrees = Generators.tree(of: Generators.int(in: 0...1_000_000), depth: 6, width: 4)
  .map(numberedApart)

/// The same tree with its leaves numbered 0, 1, 2, … in outline order.
func numberedApart(_ tree: GeneratedTree<Int>) -> GeneratedTree<Int> {
  var next = 0
  func renumber(_ tree: GeneratedTree<Int>) -> GeneratedTree<Int> {
    switch tree {
    case .leaf:
      next += 1
      return .leaf(next - 1)
    case .node(let name, let children): return .node(name, children.map(renumber))
    }
  }
  return renumber(tree)
}

/// Every album a walk gives, until it ends.
func everyAlbum<Walk: IteratorProtocol<Album>>(of walk: inout Walk) -> [Album] {
  var albums: [Album] = []
  while let album = walk.next() { albums.append(album) }
  return albums
}

extension GeneratedTree {
  /// How many nodes (shelves) stand on each level, the root's level first.
  var shelvesPerLevel: [Int] {
    var counts: [Int] = []
    func count(_ tree: GeneratedTree, at level: Int) {
      guard case .node(_, let children) = tree else { return }
      while counts.count <= level { counts.append(0) }
      counts[level] += 1
      children.forEach { count($0, at: level + 1) }
    }
    count(self, at: 0)
    return counts
  }

  /// The leaves level by level, each level in outline order: a plain reference for the
  /// shallowest-first walk, written without a queue.
  var leavesByLevel: [Leaf] {
    var levels: [[Leaf]] = []
    func collect(_ tree: GeneratedTree, at level: Int) {
      while levels.count <= level { levels.append([]) }
      switch tree {
      case .leaf(let leaf): levels[level].append(leaf)
      case .node(_, let children): children.forEach { collect($0, at: level + 1) }
      }
    }
    collect(self, at: 0)
    return levels.flatMap { $0 }
  }
}
