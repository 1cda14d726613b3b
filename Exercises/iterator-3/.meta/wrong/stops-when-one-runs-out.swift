// Mistake: the deal ends as soon as the shelf whose turn it is has run out, as zip
// does, so the albums of the longer shelves are never dealt.
// Lesson: nil ends the whole walk; a walk made of other walks ends only when all of
// them have (chapter 13, the external iterator).
import Composite
import Iterator
import MVC

/// The albums of several shelves (or any library items) dealt in turn: the first album
/// of each shelf, then the second of each, and so on, a shelf that has run out passed
/// over. Each shelf's albums come in its outline's order. Every loop deals afresh, and
/// a walk reads a shelf only when it needs the next album from it.
struct RoundRobin: Sequence {
  private let shelves: [any LibraryItem]

  init(_ shelves: [any LibraryItem]) {
    self.shelves = shelves
  }

  func makeIterator() -> some IteratorProtocol<Album> {
    Dealing(walks: shelves.map { DepthFirstWalk(over: $0) })
  }
}

private struct Dealing: IteratorProtocol {
  var walks: [DepthFirstWalk]
  var turn = 0

  mutating func next() -> Album? {
    guard !walks.isEmpty else { return nil }
    let album = walks[turn].next()
    turn = (turn + 1) % walks.count
    return album
  }
}
