// The checks of exercise command-1. Read them; do not edit them.
import Command
import ExerciseSupport

// The task's promises, and the checks that hold each:
// - execute() gives the album its new rating, none included: the first check, and the
//   last, over any titles and any ratings;
// - undo() puts back the rating it had before, none included, recorded when the command
//   is made: the first three, and the last;
// - a command the chapter's CommandHistory keeps: undo, redo and undo again, the third,
//   and the last, in any order.

/// A title a check rates: a few, among them two that differ only by a space, and the
/// empty one.
let titles = Generators.element(of: ["Blue", "Hejira", "Heroes", "Heroes ", "", "Ænima"])

/// A rating: none, or any number of stars, 0 and numbers past 5 included.
let stars = Generators.oneOf([
  Generators.element(of: [Int?.none]), Generators.int(in: -2...12).map { Int?.some($0) },
])

/// One thing a check asks of the history.
enum Step: Sendable, CustomStringConvertible {
  case rate(String, Int?)
  case undo
  case redo

  static let any = Generators.oneOf([
    titles.flatMap { title in stars.map { Step.rate(title, $0) } },
    Generators.element(of: [Step.undo, .redo]),
  ])

  var description: String {
    switch self {
    case .rate(let title, let stars): "rate “\(title)” \(stars.map(String.init) ?? "nil")"
    case .undo: "undo"
    case .redo: "redo"
    }
  }
}

/// The ratings a session starts with, and its steps.
struct Session: Sendable, CustomStringConvertible {
  var start: [String: Int]
  var steps: [Step]

  static let any = Generators.array(
    of: titles.flatMap { title in Generators.int(in: -2...12).map { (title, $0) } },
    length: 0...4
  ).flatMap { pairs in
    Generators.array(of: Step.any, length: 1...12).map {
      Session(start: Dictionary(pairs, uniquingKeysWith: { $1 }), steps: $0)
    }
  }

  var description: String {
    "starting from \(start.sorted { $0.key < $1.key }.map { "“\($0.key)”: \($0.value)" }), then "
      + steps.map(\.description).joined(separator: ", ")
  }
}

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
      Check("any ratings, undone and redone in any order, are each as they were") {
        // The ratings before and after each step, kept by the check: undo gives back the
        // ratings before the newest step, redo the ones after it, exactly, for every
        // title, the one rated and the others.
        try forAll(Session.any) { session in
          let ratings = Ratings()
          for (title, stars) in session.start { ratings.rate(title, stars: stars) }
          var history = CommandHistory<Void, Never>()
          var done: [(before: [String: Int], after: [String: Int])] = []
          var undone: [(before: [String: Int], after: [String: Int])] = []
          var expected = session.start
          var taken: [String] = []
          for step in session.steps {
            taken.append("\(step)")
            switch step {
            case .rate(let title, let stars):
              history.perform(RateAlbumCommand(rating: title, stars: stars, in: ratings))
              let before = expected
              expected[title] = stars
              done.append((before, expected))
              undone.removeAll()
            case .undo:
              _ = history.undo()
              if let step = done.popLast() {
                expected = step.before
                undone.append(step)
              }
            case .redo:
              _ = history.redo()
              if let step = undone.popLast() {
                expected = step.after
                done.append(step)
              }
            }
            try expectEqual(
              ratings.stars.sorted { $0.key < $1.key }.map { "“\($0.key)”: \($0.value)" },
              expected.sorted { $0.key < $1.key }.map { "“\($0.key)”: \($0.value)" },
              "the ratings after \(taken.joined(separator: ", "))")
          }
        }
      },
    ])
  }
}
