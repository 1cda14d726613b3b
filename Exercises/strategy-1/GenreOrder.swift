import Foundation
import MVC
import Strategy

// Exercise strategy-1 · An order by genre
//
// Add a fifth order to the library: by genre, A to Z, and by title within a genre. It
// is one new type; the screen, the cycle and the arrangement stay as they are. The
// task is in Chapters/09-Strategy.md, section Exercises.

/// The albums grouped by genre (A to Z, whatever the case), by title within a genre.
struct GenreOrder: AlbumOrder {
  let id = ""  // TODO: the word the state folder keeps for this order
  let name = ""  // TODO: what the screen calls it

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    // TODO: compare the genres; where they are the same, the titles decide.
    .orderedSame
  }
}
