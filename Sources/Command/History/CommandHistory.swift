// snippet.history
/// The undo stack, and the redo stack beside it: what `UndoManager` keeps for an iOS
/// app, written out because Foundation on Linux has no `UndoManager`.
///
/// ```swift
/// var history = CommandHistory<DeleteAlbumCommand>()
/// _ = try history.perform(delete)   // deleted; undo possible, redo not
/// _ = try history.undo()            // put back; redo possible
/// ```
///
/// It assumes that every change to the receiver goes through it: a change made behind
/// its back leaves commands that no longer fit (as with `UndoManager`).
public struct CommandHistory<Command: UndoableCommand> {
  /// Done commands, the newest last: what `undo()` takes back.
  public private(set) var undoStack: [Command] = []
  /// Undone commands, the newest last: what `redo()` does again.
  public private(set) var redoStack: [Command] = []

  public init() {}

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Executes `command` and keeps it for undo. A new change ends the redo stack: what
  /// was undone before it no longer fits. A command that throws is not kept.
  public mutating func perform(_ command: Command) throws(Command.Failure) -> Command.Outcome {
    let outcome = try command.execute()
    undoStack.append(command)
    redoStack.removeAll()
    return outcome
  }

  /// Undoes the newest command and keeps it for redo; `nil` when there is none. A
  /// command whose undo throws stays where it was.
  public mutating func undo() throws(Command.Failure) -> (
    command: Command, outcome: Command.Outcome
  )? {
    guard let command = undoStack.last else { return nil }
    let outcome = try command.undo()
    redoStack.append(undoStack.removeLast())
    return (command, outcome)
  }

  /// Executes the newest undone command again and keeps it for undo; `nil` when there
  /// is none.
  public mutating func redo() throws(Command.Failure) -> (
    command: Command, outcome: Command.Outcome
  )? {
    guard let command = redoStack.last else { return nil }
    let outcome = try command.execute()
    undoStack.append(redoStack.removeLast())
    return (command, outcome)
  }
}
// snippet.end
