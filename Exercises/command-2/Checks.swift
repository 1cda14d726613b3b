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
    ])
  }
}
