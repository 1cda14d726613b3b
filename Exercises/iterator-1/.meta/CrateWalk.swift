import MVC

// Exercise iterator-1 · A record box, crate by crate
//
// Write the step of an external iterator: the next album of a box of crates. The task
// is in Chapters/13-Iterator.md, section Exercises.

/// The albums of a record box one at a time: the first crate's front to back, then the
/// next crate's, and so on; an empty crate gives none.
struct CrateWalk: IteratorProtocol {
  private let crates: [Crate]
  /// The crate the walk is reading.
  private var crate = 0
  /// The place, in that crate, of the next album to give.
  private var slot = 0

  /// A walk of `box` from its first album.
  init(over box: RecordBox) {
    crates = box.crates
  }

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    // solution.begin
    while crate < crates.count {
      let albums = crates[crate].albums
      if slot < albums.count {
        slot += 1
        return albums[slot - 1]
      }
      crate += 1  // this crate is done: the next one, from its front
      slot = 0
    }
    return nil
    // solution.starter
    //>     nil  // TODO: the album at the walk's place, and the place moved on
    // solution.end
  }
}
