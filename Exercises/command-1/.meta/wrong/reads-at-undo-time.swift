// Mistake: undo works out the old rating when it runs, from the ratings as they are then,
// which is the command's own new rating: undo changes nothing.
// Lesson: a command records what its undo needs when it is made (chapter 8, commands
// with state).
import Command

/// Gives one album a number of stars, as a command kept by a `CommandHistory`.
struct RateAlbumCommand: UndoableCommand {
  let ratings: Ratings
  let title: String
  let stars: Int?

  /// A command that gives `title` the rating `stars` (`nil`: no rating) in `ratings`.
  init(rating title: String, stars: Int?, in ratings: Ratings) {
    self.ratings = ratings
    self.title = title
    self.stars = stars
  }

  func execute() {
    ratings.rate(title, stars: stars)
  }

  func undo() {
    ratings.rate(title, stars: ratings.stars[title])
  }
}
