// Mistake: execute keeps the stars between 0 and 5, so a rating asked outside that range
// is not the one given, and undo and redo walk between ratings nobody asked for.
// Lesson: a command makes the change it was asked to make; the receiver, not the
// command, decides what a rating may be (chapter 8, a command is a request as an object).
import Command

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
    self.title = title
    self.stars = stars
    previousStars = ratings.stars[title]
  }

  func execute() {
    ratings.rate(title, stars: stars.map { min(max($0, 0), 5) })
  }

  func undo() {
    ratings.rate(title, stars: previousStars)
  }
}
