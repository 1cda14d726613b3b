// Mistake: undo takes the rating away, whatever it was before, so undoing a second rating
// leaves no rating instead of the first.
// Lesson: undo puts back the state before execute, recorded by the command; "nothing" is
// only one such state (chapter 8, commands with state).
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
    ratings.rate(title, stars: stars)
  }

  func undo() {
    ratings.rate(title, stars: nil)
  }
}
