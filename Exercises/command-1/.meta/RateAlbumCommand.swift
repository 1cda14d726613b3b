import Command

// Exercise command-1 · A rating that can be undone
//
// Rating an album should be undoable, like deleting one in chapter 8. Make the rating
// a command: it does the change and can make the opposite change. The task is in
// Chapters/08-Command.md, section Exercises.

/// Gives one album a number of stars, as a command kept by a `CommandHistory`.
struct RateAlbumCommand: UndoableCommand {
  let ratings: Ratings
  let title: String
  let stars: Int?
  // solution.begin
  /// The rating before this command, recorded when the command is made.
  let previousStars: Int?
  // solution.starter
  //>   // TODO: what does undo need to know? Record it here and in the initialiser.
  // solution.end

  /// A command that gives `title` the rating `stars` (`nil`: no rating) in `ratings`.
  init(rating title: String, stars: Int?, in ratings: Ratings) {
    self.ratings = ratings
    self.title = title
    self.stars = stars
    // solution.begin
    previousStars = ratings.stars[title]
    // solution.end
  }

  func execute() {
    ratings.rate(title, stars: stars)
  }

  func undo() {
    // solution.begin
    ratings.rate(title, stars: previousStars)
    // solution.starter
    //>     // TODO: put the rating back as it was before execute().
    // solution.end
  }
}
