// Mistake: the deal first makes a list of each shelf's albums and deals from the
// lists, so every shelf is read to its end before the first album is given.
// Lesson: an external iterator holds a place, not the albums: it reads what it walks
// only as far as the next album, whatever the size of the library (chapter 13, what a
// walk holds).
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
    Dealing(lists: shelves.map(\.albums))
  }
}

private struct Dealing: IteratorProtocol {
  let lists: [[Album]]
  var round = 0
  var turn = 0

  mutating func next() -> Album? {
    let rounds = lists.map(\.count).max() ?? 0
    while round < rounds {
      let list = lists[turn]
      let album = round < list.count ? list[round] : nil
      turn += 1
      if turn == lists.count { (turn, round) = (0, round + 1) }
      if let album { return album }
    }
    return nil
  }
}
