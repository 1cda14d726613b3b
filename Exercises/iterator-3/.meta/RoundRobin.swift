import Composite
import Iterator
import MVC

// Exercise iterator-3 · Albums dealt from several shelves
//
// Design a walk that deals the albums of several shelves in turn, as a dealer deals
// cards. The design is yours; the task is in Chapters/13-Iterator.md, section
// Exercises.

/// The albums of several shelves (or any library items) dealt in turn: the first album
/// of each shelf, then the second of each, and so on, a shelf that has run out passed
/// over. Each shelf's albums come in its outline's order. Every loop deals afresh, and
/// a walk reads a shelf only when it needs the next album from it.
struct RoundRobin: Sequence {
  // solution.begin
  private let shelves: [any LibraryItem]

  init(_ shelves: [any LibraryItem]) {
    self.shelves = shelves
  }

  func makeIterator() -> some IteratorProtocol<Album> {
    Dealing(walks: shelves.map { DepthFirstWalk(over: $0) })
  }
}

/// A deal under way: one walk per shelf not yet run out, in the shelves' order, and
/// whose turn it is. Each walk holds the path it is on in its shelf, never a list of
/// albums, so the deal reads a shelf only as far as the album it gives.
private struct Dealing: IteratorProtocol {
  var walks: [DepthFirstWalk]
  var turn = 0

  mutating func next() -> Album? {
    while !walks.isEmpty {
      turn %= walks.count
      if let album = walks[turn].next() {
        turn += 1
        return album
      }
      walks.remove(at: turn)  // run out: the shelf after it takes this turn
    }
    return nil
  }
  // solution.starter
  //>   init(_ shelves: [any LibraryItem]) {}
  //>
  //>   func makeIterator() -> some IteratorProtocol<Album> {
  //>     EmptyCollection<Album>().makeIterator()  // TODO: a walk of your own design
  //>   }
  // solution.end
}
