// Mistake: perform empties the redo stack before it executes the command, so a command
// that throws, and changed nothing, still takes away every step that could be redone.
// Lesson: only a change that happened ends the redo stack; a failed one leaves the
// history as it was (chapter 8, the history and failures).
import Command

/// Chapter 8's undo and redo stacks, keeping at most `levels` commands to undo: when
/// one more is performed, the oldest is forgotten.
struct LimitedHistory<Command: UndoableCommand> {
  let levels: Int
  private(set) var undoStack: [Command] = []
  private(set) var redoStack: [Command] = []

  /// - Precondition: `levels` is at least 1.
  init(levels: Int) {
    precondition(levels >= 1, "a history keeps at least one step")
    self.levels = levels
  }

  var canUndo: Bool { !undoStack.isEmpty }
  var canRedo: Bool { !redoStack.isEmpty }

  /// Executes `command` and keeps it for undo; a command that throws is not kept.
  mutating func perform(_ command: Command) throws(Command.Failure) -> Command.Outcome {
    redoStack.removeAll()
    let outcome = try command.execute()
    undoStack.append(command)
    if undoStack.count > levels { undoStack.removeFirst() }
    return outcome
  }

  /// Undoes the newest command and keeps it for redo; `nil` when there is none. A
  /// command whose undo throws stays where it was.
  mutating func undo() throws(Command.Failure) -> Command.Outcome? {
    guard let command = undoStack.last else { return nil }
    let outcome = try command.undo()
    redoStack.append(undoStack.removeLast())
    return outcome
  }

  /// Executes the newest undone command again and keeps it for undo; `nil` when there
  /// is none.
  mutating func redo() throws(Command.Failure) -> Command.Outcome? {
    guard let command = redoStack.last else { return nil }
    let outcome = try command.execute()
    undoStack.append(redoStack.removeLast())
    return outcome
  }
}
