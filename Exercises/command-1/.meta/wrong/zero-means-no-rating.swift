// Mistake: the old rating is recorded with 0 standing for "no rating", so undoing a
// change to an album that had 0 stars takes its rating away instead of putting the 0
// back.
// Lesson: undo puts back exactly the state before execute; "none" is a state of its own,
// not a number that stands for it (chapter 8, commands with state).
import Command

/// Gives one album a number of stars, as a command kept by a `CommandHistory`.
struct RateAlbumCommand: UndoableCommand {
  let ratings: Ratings
  let title: String
  let stars: Int?
  /// The rating before this command, recorded when the command is made; 0 for none.
  let previousStars: Int

  /// A command that gives `title` the rating `stars` (`nil`: no rating) in `ratings`.
  init(rating title: String, stars: Int?, in ratings: Ratings) {
    self.ratings = ratings
    self.title = title
    self.stars = stars
    previousStars = ratings.stars[title, default: 0]
  }

  func execute() {
    ratings.rate(title, stars: stars)
  }

  func undo() {
    ratings.rate(title, stars: previousStars == 0 ? nil : previousStars)
  }
}
