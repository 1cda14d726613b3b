// The checks of exercise command-2. Read them; do not edit them.
import Command
import ExerciseSupport

/// The receiver of the checks' commands: a number, and whether the next change fails.
final class Counter {
  var value = 0
  var refuses = false
}

struct Refused: Error {}

/// Adds `amount` to a counter; throws, changing nothing, while the counter refuses.
struct AddCommand: UndoableCommand {
  let counter: Counter
  let amount: Int

  func execute() throws(Refused) -> Int { try change(by: amount) }
  func undo() throws(Refused) -> Int { try change(by: -amount) }

  private func change(by step: Int) throws(Refused) -> Int {
    guard !counter.refuses else { throw Refused() }
    counter.value += step
    return counter.value
  }
}

/// Performs adds of 1, 10, 100, … (`count` of them) on `counter`.
func performAdds(_ count: Int, on counter: Counter, in history: inout LimitedHistory<AddCommand>)
  throws
{
  for power in 0..<count {
    _ = try history.perform(AddCommand(counter: counter, amount: Int(pow10(power))))
  }
}

func pow10(_ power: Int) -> Int { (0..<power).reduce(1) { value, _ in value * 10 } }

// The task's promises, and the checks that hold each:
// - at most `levels` commands to undo, the oldest forgotten beyond that: the second
//   check, and the last, for any number of levels from 1;
// - undo() and redo() return the command's outcome, or nil with nothing to do: the
//   first, and the last;
// - a new change ends the redo stack: the third, and the last;
// - a command that threw is not kept, and one whose undo or redo threw stays where it
//   was, the history otherwise unchanged: the fourth, and the last, a full history and a
//   redo stack waiting included.

/// One thing a check asks of the history, and whether the counter refuses it.
enum Step: Sendable, CustomStringConvertible {
  case perform(Int, refused: Bool)
  case undo(refused: Bool)
  case redo(refused: Bool)

  static let any = Generators.bool.flatMap { refused in
    Generators.oneOf([
      Generators.element(of: [1, 10, 100, 1000, 7]).map { Step.perform($0, refused: refused) },
      Generators.element(of: [Step.undo(refused: refused), .redo(refused: refused)]),
    ])
  }

  var description: String {
    switch self {
    case .perform(let amount, let refused): "perform(add \(amount))" + (refused ? " refused" : "")
    case .undo(let refused): "undo()" + (refused ? " refused" : "")
    case .redo(let refused): "redo()" + (refused ? " refused" : "")
    }
  }
}

/// A history's levels and the steps taken with it.
struct Session: Sendable, CustomStringConvertible {
  var levels: Int
  var steps: [Step]

  static let any = Generators.int(in: 1...4).flatMap { levels in
    Generators.array(of: Step.any, length: 1...16).map { Session(levels: levels, steps: $0) }
  }

  var description: String {
    "levels \(levels), then " + steps.map(\.description).joined(separator: ", ")
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("undo and redo walk back and forth, and say when there is nothing to do") {
        let counter = Counter()
        var history = LimitedHistory<AddCommand>(levels: 10)
        try expectEqual(try history.undo(), nil, "undo with nothing done")
        try performAdds(3, on: counter, in: &history)
        try expectEqual(try history.undo(), 11, "the counter after the first undo")
        try expectEqual(try history.undo(), 1, "after the second")
        try expectEqual(try history.redo(), 11, "after a redo")
        try expect(
          history.undoStack.count == 2 && history.redoStack.count == 1,
          "after 3 steps, 2 undos and a redo, \(history.undoStack.count) steps to undo and "
            + "\(history.redoStack.count) to redo, not 2 and 1: a redone step goes back to "
            + "the undo stack.")
        try expectEqual(try history.undo(), 1, "an undo right after the redo takes it back")
        try expect(history.canUndo && history.canRedo, "one step each way is left")
      },
      Check("past the limit, the oldest step is forgotten and the newest kept") {
        let counter = Counter()
        var history = LimitedHistory<AddCommand>(levels: 2)
        try performAdds(4, on: counter, in: &history)
        while try history.undo() != nil {}
        try expect(
          counter.value == 11,
          "after undoing all it can, the counter is \(counter.value), not 11: a history with "
            + "2 levels keeps the two newest steps (the 100 and the 1000) and forgets the "
            + "oldest ones.")
      },
      Check("a new change ends the redo stack") {
        let counter = Counter()
        var history = LimitedHistory<AddCommand>(levels: 5)
        try performAdds(2, on: counter, in: &history)
        _ = try history.undo()
        _ = try history.perform(AddCommand(counter: counter, amount: 500))
        let redone = try history.redo()
        try expect(
          redone == nil && !history.canRedo && counter.value == 501,
          "after undo and a new change, redo did something (the counter is \(counter.value)): "
            + "the undone step was made before the new change and no longer fits after it, so "
            + "perform has to empty the redo stack.")
      },
      Check("a command that fails is not kept; one whose undo or redo fails stays where it was") {
        let counter = Counter()
        var history = LimitedHistory<AddCommand>(levels: 5)
        try performAdds(1, on: counter, in: &history)
        counter.refuses = true
        let performed = Result { try history.perform(AddCommand(counter: counter, amount: 7)) }
        try expect((try? performed.get()) == nil, "the refused command threw")
        try expect(
          history.undoStack.count == 1,
          "a refused command was kept (\(history.undoStack.count) steps to undo, not 1): undo "
            + "would take back a change that never happened. Execute first; keep the command "
            + "only if that did not throw.")
        _ = try? history.undo()
        try expect(
          history.undoStack.count == 1,
          "a refused undo lost its command (\(history.undoStack.count) steps to undo, not 1): "
            + "move a command to the redo stack only once its undo has worked.")
        counter.refuses = false
        try expectEqual(try history.undo(), 0, "the counter once undo works again")
        counter.refuses = true
        _ = try? history.redo()
        try expect(
          history.redoStack.count == 1,
          "a refused redo lost its command (\(history.redoStack.count) steps to redo, not 1): "
            + "move a command back to the undo stack only once it has executed again.")
        counter.refuses = false
        try expectEqual(try history.redo(), 1, "the counter once redo works again")
      },
      Check("any levels, any steps, refused or not: the stacks and the counter as the rules say") {
        // A model of the task, step by step: the amounts each stack holds, the counter,
        // and what each call returns or throws.
        try forAll(Session.any) { session in
          let counter = Counter()
          var history = LimitedHistory<AddCommand>(levels: session.levels)
          var toUndo: [Int] = []
          var toRedo: [Int] = []
          var value = 0
          var taken: [String] = []
          for step in session.steps {
            taken.append("\(step)")
            let after = "after levels \(session.levels), " + taken.joined(separator: ", ")
            let result: Result<Int?, Refused>
            let expected: Int?
            var refused = false
            switch step {
            case .perform(let amount, let refuses):
              counter.refuses = refuses
              result = Result { () throws(Refused) in
                try history.perform(AddCommand(counter: counter, amount: amount))
              }
              refused = refuses
              if !refuses {
                value += amount
                toUndo.append(amount)
                if toUndo.count > session.levels { toUndo.removeFirst() }
                toRedo.removeAll()
              }
              expected = value
            case .undo(let refuses):
              counter.refuses = refuses
              result = Result { () throws(Refused) in try history.undo() }
              refused = refuses && !toUndo.isEmpty
              if toUndo.isEmpty {
                expected = nil
              } else {
                if !refuses {
                  value -= toUndo.last!
                  toRedo.append(toUndo.removeLast())
                }
                expected = value
              }
            case .redo(let refuses):
              counter.refuses = refuses
              result = Result { () throws(Refused) in try history.redo() }
              refused = refuses && !toRedo.isEmpty
              if toRedo.isEmpty {
                expected = nil
              } else {
                if !refuses {
                  value += toRedo.last!
                  toUndo.append(toRedo.removeLast())
                }
                expected = value
              }
            }
            counter.refuses = false
            switch result {
            case .success(let outcome):
              try expect(!refused, "\(after): the refused step did not throw")
              try expectEqual(outcome, expected, "what it returned \(after)")
            case .failure:
              try expect(refused, "\(after): the step threw with nothing refused")
            }
            try expectEqual(counter.value, value, "the counter \(after)")
            try expectEqual(
              history.undoStack.map(\.amount), toUndo, "the steps to undo (their amounts) \(after)")
            try expectEqual(
              history.redoStack.map(\.amount), toRedo, "the steps to redo (their amounts) \(after)")
          }
        }
      },
    ])
  }
}
