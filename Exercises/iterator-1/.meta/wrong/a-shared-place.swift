// Mistake: the walk keeps its place in an object it holds, as a reference, so a copy
// of the walk holds the same place: taking an album from one moves the other on.
// Lesson: a Swift iterator is a value: a copy is a second place in the sequence that
// goes on by itself (chapter 13, the external iterator).
import MVC

/// Where a walk stands: the crate it reads and the slot of its next album.
final class Place {
  var crate = 0
  var slot = 0
}

/// The albums of a record box one at a time: the first crate's front to back, then the
/// next crate's, and so on; an empty crate gives none.
struct CrateWalk: IteratorProtocol {
  private let crates: [Crate]
  private let place = Place()

  /// A walk of `box` from its first album.
  init(over box: RecordBox) {
    crates = box.crates
  }

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    while place.crate < crates.count {
      let albums = crates[place.crate].albums
      if place.slot < albums.count {
        place.slot += 1
        return albums[place.slot - 1]
      }
      place.crate += 1
      place.slot = 0
    }
    return nil
  }
}
