import WorkbookTestSupport
import XCTest

/// What the compiler holds a walk to: it moves only as a variable (`next()` is
/// `mutating`), its place is its own (no one outside can set it), and the shelves'
/// types know nothing of walks (chapter 10's module is below this one and cannot
/// name it).
final class WalkProbeTests: XCTestCase {
  func testAWalkMovesOnlyAsAVariableAndItsPlaceIsItsOwn() throws {
    try assertProbe(
      """
      import Composite
      import Iterator
      import MVC

      func tryToWalk(_ shelf: Shelf) {
        let fixed = DepthFirstWalk(over: shelf)  // expected-note {{change 'let' to 'var' to make it mutable}}
        _ = fixed.next()  // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
        var moving = DepthFirstWalk(over: shelf)
        _ = moving.next()
        _ = moving.path  // expected-error {{'path' is inaccessible due to 'private' protection level}}
        moving.heldLists = 0  // expected-error {{cannot assign to property: 'heldLists' is a get-only property}}
        for album in shelf.albumsDepthFirst { _ = album.title }
      }
      """)
  }
}
