// The checks of exercise command-1. Read them; do not edit them.
import Command
import ExerciseSupport

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("undo takes a first rating away again") {
        let ratings = Ratings()
        var history = CommandHistory<Void, Never>()
        history.perform(RateAlbumCommand(rating: "Blue", stars: 4, in: ratings))
        try expectEqual(ratings.stars["Blue"], 4, "the rating after execute")
        _ = history.undo()
        try expectEqual(ratings.stars["Blue"], nil, "the rating after undo")
      },
      Check("undoing a second rating brings back the first, not no rating") {
        let ratings = Ratings()
        var history = CommandHistory<Void, Never>()
        history.perform(RateAlbumCommand(rating: "Blue", stars: 3, in: ratings))
        history.perform(RateAlbumCommand(rating: "Blue", stars: 5, in: ratings))
        _ = history.undo()
        try expect(
          ratings.stars["Blue"] == 3,
          "after undoing the 5 the rating is \(ratings.stars["Blue"].map(String.init) ?? "none"), "
            + "not 3: undo has to put back what was there before, so the command records it "
            + "when it is made. Working it out at undo time (no rating, or the rating now) "
            + "gets it wrong.")
      },
      Check("undo, redo and undo again walk the ratings back and forth") {
        let ratings = Ratings()
        ratings.rate("Blue", stars: 2)
        ratings.rate("Hejira", stars: 1)
        var history = CommandHistory<Void, Never>()
        history.perform(RateAlbumCommand(rating: "Blue", stars: 5, in: ratings))
        history.perform(RateAlbumCommand(rating: "Hejira", stars: nil, in: ratings))
        history.perform(RateAlbumCommand(rating: "Blue", stars: 1, in: ratings))
        _ = history.undo()
        _ = history.undo()
        try expectEqual(ratings.stars, ["Blue": 5, "Hejira": 1], "after two undos")
        _ = history.redo()
        try expectEqual(ratings.stars, ["Blue": 5], "after a redo")
        _ = history.undo()
        _ = history.undo()
        try expectEqual(ratings.stars, ["Blue": 2, "Hejira": 1], "everything undone")
      },
    ])
  }
}
