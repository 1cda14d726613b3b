// Mistake: the sequence makes its deal once and hands the same deal, an object, to
// every loop, so a second loop goes on where the first one stopped, and a copy of a
// walk moves with it.
// Lesson: a sequence makes a new walk for each loop, and a walk is a value: two walks
// never share a place (chapter 13, the sequence).
import Composite
import Iterator
import MVC

/// The albums of several shelves (or any library items) dealt in turn: the first album
/// of each shelf, then the second of each, and so on, a shelf that has run out passed
/// over. Each shelf's albums come in its outline's order. Every loop deals afresh, and
/// a walk reads a shelf only when it needs the next album from it.
struct RoundRobin: Sequence {
  private let deal: Dealing

  init(_ shelves: [any LibraryItem]) {
    deal = Dealing(walks: shelves.map { DepthFirstWalk(over: $0) })
  }

  func makeIterator() -> some IteratorProtocol<Album> {
    deal
  }
}

private final class Dealing: IteratorProtocol {
  var walks: [DepthFirstWalk]
  var turn = 0

  init(walks: [DepthFirstWalk]) {
    self.walks = walks
  }

  func next() -> Album? {
    while !walks.isEmpty {
      turn %= walks.count
      if let album = walks[turn].next() {
        turn += 1
        return album
      }
      walks.remove(at: turn)
    }
    return nil
  }
}
