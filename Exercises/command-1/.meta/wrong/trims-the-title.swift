// Mistake: the title is tidied (spaces trimmed) before it is used, so a command for an
// album whose title ends in a space rates and un-rates another album, or none.
// Lesson: a command carries its arguments as it was given them, to the receiver that
// knows what they mean (chapter 8, a command is a request as an object).
import Command
import Foundation

/// Gives one album a number of stars, as a command kept by a `CommandHistory`.
struct RateAlbumCommand: UndoableCommand {
  let ratings: Ratings
  let title: String
  let stars: Int?
  /// The rating before this command, recorded when the command is made.
  let previousStars: Int?

  /// A command that gives `title` the rating `stars` (`nil`: no rating) in `ratings`.
  init(rating title: String, stars: Int?, in ratings: Ratings) {
    self.ratings = ratings
    self.title = title.trimmingCharacters(in: .whitespaces)
    self.stars = stars
    previousStars = ratings.stars[self.title]
  }

  func execute() {
    ratings.rate(title, stars: stars)
  }

  func undo() {
    ratings.rate(title, stars: previousStars)
  }
}
