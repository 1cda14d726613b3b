import Command

// Exercise command-2 · A history with a limit
//
// An UndoManager keeps only `levelsOfUndo` steps when told to; chapter 8's
// CommandHistory keeps every one. Write a history that keeps at most `levels` steps to
// undo. The task is in Chapters/08-Command.md, section Exercises.

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
    // solution.begin
    let outcome = try command.execute()
    undoStack.append(command)
    if undoStack.count > levels { undoStack.removeFirst() }
    redoStack.removeAll()
    return outcome
    // solution.starter
    //>     undoStack.append(command)
    //>     return try command.execute()
    // solution.end
  }

  /// Undoes the newest command and keeps it for redo; `nil` when there is none. A
  /// command whose undo throws stays where it was.
  mutating func undo() throws(Command.Failure) -> Command.Outcome? {
    // solution.begin
    guard let command = undoStack.last else { return nil }
    let outcome = try command.undo()
    redoStack.append(undoStack.removeLast())
    return outcome
    // solution.starter
    //>     // TODO: take back the newest command.
    //>     return nil
    // solution.end
  }

  /// Executes the newest undone command again and keeps it for undo; `nil` when there
  /// is none.
  mutating func redo() throws(Command.Failure) -> Command.Outcome? {
    // solution.begin
    guard let command = redoStack.last else { return nil }
    let outcome = try command.execute()
    undoStack.append(redoStack.removeLast())
    return outcome
    // solution.starter
    //>     // TODO: do the newest undone command again.
    //>     return nil
    // solution.end
  }
}
