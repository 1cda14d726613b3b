import Composite
import ExerciseSupport
import MVC
import WorkbookTestSupport
import XCTest

@testable import Iterator

/// The two walks over any tree of shelves: every album once, in the order each states,
/// at any depth; a walk holds its path and no list of albums; it walks the tree as it
/// was when it began; and as a sequence, each loop walks on its own.
final class WalkTests: XCTestCase {
  func testADepthFirstWalkGivesEveryAlbumOnceInTheOutlinesOrderAtAnyDepth() {
    assertForAll(albumTrees) { tree in
      var walk = DepthFirstWalk(over: shelves(tree))
      XCTAssertEqual(everyAlbum(of: &walk), tree.leaves.map(album), "\(tree)")
      XCTAssertNil(walk.next(), "a walk that ended stays ended")
    }
  }

  func testAShallowestFirstWalkGivesEveryAlbumOnceLevelByLevelAtAnyDepth() {
    assertForAll(albumTrees) { tree in
      var walk = BreadthFirstWalk(over: shelves(tree))
      XCTAssertEqual(everyAlbum(of: &walk), tree.leavesByLevel.map(album), "\(tree)")
      XCTAssertNil(walk.next(), "a walk that ended stays ended")
    }
  }

  /// Kinds of item written after the walks: a box holding albums is walked like a
  /// shelf, and a single that is one album is given as that album, since a walk asks
  /// only what every item answers, never which type it holds.
  func testKindsOfItemTheWalksNeverNamedAreWalkedByWhatTheyAnswer() {
    struct Box: LibraryItem {
      let title = "Box"
      let items: [any LibraryItem]
      var albumCount: Int { items.reduce(0) { $0 + $1.albumCount } }
      var genres: Set<String> { [] }
      var albums: [Album] { items.flatMap(\.albums) }
      func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(Shelf(title, items)) }
    }
    struct Single: LibraryItem {
      let album: Album
      var title: String { album.title }
      var albumCount: Int { 1 }
      var genres: Set<String> { [album.genre] }
      var albums: [Album] { [album] }
      var items: [any LibraryItem] { [] }
      var asAlbum: Album? { album }
      func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(album) }
    }
    let root = Shelf(
      "Library",
      [
        album(0), Box(items: [album(1), Shelf("In", [Single(album: album(2))])]),
        Single(album: album(3)),
      ])
    XCTAssertEqual(Array(root.albumsDepthFirst), [0, 1, 2, 3].map(album))
    XCTAssertEqual(Array(root.albumsShallowestFirst), [0, 3, 1, 2].map(album))
  }

  func testADepthFirstWalkHoldsNoMoreListsThanTheTreeIsDeep() {
    assertForAll(albumTrees) { tree in
      var walk = DepthFirstWalk(over: shelves(tree))
      var most = walk.heldLists
      while walk.next() != nil { most = max(most, walk.heldLists) }
      XCTAssertLessThanOrEqual(most, tree.depth + 1, "\(tree)")
    }
  }

  func testAShallowestFirstWalkHoldsNoMoreThanTwoLevelsOfShelves() {
    assertForAll(albumTrees) { tree in
      let levels = tree.shelvesPerLevel
      let twoLevels = zip(levels, levels.dropFirst() + [0]).map(+).max() ?? 0
      var walk = BreadthFirstWalk(over: shelves(tree))
      var most = walk.heldLists
      while walk.next() != nil { most = max(most, walk.heldLists) }
      XCTAssertLessThanOrEqual(most, twoLevels + 1, "\(tree)")
      let widest = levels.dropFirst().max() ?? 0
      XCTAssertGreaterThanOrEqual(most, widest, "a level's shelves are all held at once: \(tree)")
    }
  }

  /// The walk holds the shelves as they were when it began: they are values, so a
  /// delete makes the screen's tree a new one and leaves the walk's alone.
  func testAWalkStartedBeforeADeleteGivesTheTreeAsItWas() {
    let cases = Generators.int(in: 0...20).flatMap { taken in
      Generators.array(of: Generators.int(in: 0...3), length: 1...4).flatMap { path in
        albumTrees.map { (taken, path, $0) }
      }
    }
    assertForAll(cases) { taken, path, tree in
      guard case .node = tree, let shelf = shelves(tree) as? Shelf else { return }
      for order in WalkOrder.allCases {
        var library = shelf
        let expected = Array(order == .depthFirst ? tree.leaves : tree.leavesByLevel)
        var walk = order.walk(over: library)
        var given: [Album] = []
        for _ in 0..<taken { if let album = walk.next() { given.append(album) } }
        _ = library.remove(at: path)
        while let album = walk.next() { given.append(album) }
        XCTAssertEqual(given, expected.map(album), "\(order), path \(path): \(tree)")
      }
    }
  }

  /// In either order, and held as the screen holds it: a copy is a second place.
  func testACopyOfAWalkGoesOnFromTheSamePlaceOnItsOwn() {
    assertForAll(Generators.int(in: 0...12).flatMap { n in albumTrees.map { (n, $0) } }) {
      taken, tree in
      for order in WalkOrder.allCases {
        var walk = order.walk(over: shelves(tree))
        for _ in 0..<taken { _ = walk.next() }
        var copy = walk
        var rest: [Album] = []
        while let album = walk.next() { rest.append(album) }
        var copied: [Album] = []
        while let album = copy.next() { copied.append(album) }
        XCTAssertEqual(copied, rest, "\(order): \(tree)")
      }
    }
  }

  func testEachLoopOverTheSequenceWalksOnItsOwn() {
    assertForAll(albumTrees) { tree in
      let albums = shelves(tree).albumsDepthFirst
      var first: [Album] = []
      var pairs: [(Album, Album)] = []
      for album in albums {
        first.append(album)
        for other in albums { pairs.append((album, other)) }
      }
      XCTAssertEqual(first, tree.leaves.map(album))
      XCTAssertEqual(
        pairs.count, first.count * first.count, "the inner loop starts again each time")
      XCTAssertEqual(Array(shelves(tree).albumsShallowestFirst), tree.leavesByLevel.map(album))
    }
  }
}
