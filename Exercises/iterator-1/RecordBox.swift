// Given for exercise iterator-1: read it, do not edit it. Your part is CrateWalk.swift.
import MVC

/// A crate of records: a label, and the albums standing in it, front to back.
struct Crate {
  let label: String
  let albums: [Album]
}

/// A box of crates, first to last. A `for` loop over a box asks it for a new walk,
/// `CrateWalk`, and takes the albums that walk gives until it says `nil`.
struct RecordBox: Sequence {
  let crates: [Crate]

  func makeIterator() -> CrateWalk { CrateWalk(over: self) }
}
