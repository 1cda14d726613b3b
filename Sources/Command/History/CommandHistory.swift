// snippet.history
/// The undo stack, and the redo stack beside it: what `UndoManager` keeps for an iOS
/// app, written out because Foundation on Linux has no `UndoManager`.
///
/// It holds commands of any type whose outcome and failure are `Outcome` and
/// `Failure`: the invoker knows the protocol, never a concrete command.
///
/// ```swift
/// var history = CommandHistory<AlbumChange, LibraryError>()
/// _ = try history.perform(delete)   // deleted; undo possible, redo not
/// _ = try history.undo()            // put back; redo possible
/// ```
///
/// It assumes that every change to the receiver goes through it: a change made behind
/// its back leaves commands that no longer fit (as with `UndoManager`).
public struct CommandHistory<Outcome, Failure: Error> {
  public typealias Command = any UndoableCommand<Outcome, Failure>

  /// Done commands, the newest last: what `undo()` takes back.
  public private(set) var undoStack: [Command] = []
  /// Undone commands, the newest last: what `redo()` does again.
  public private(set) var redoStack: [Command] = []

  public init() {}

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Executes `command` and keeps it for undo. A new change ends the redo stack: what
  /// was undone before it no longer fits. A command that throws is not kept.
  public mutating func perform(_ command: Command) throws(Failure) -> Outcome {
    let outcome = try command.execute()
    undoStack.append(command)
    redoStack.removeAll()
    return outcome
  }

  /// Undoes the newest command and keeps it for redo; `nil` when there is none. A
  /// command whose undo throws stays where it was.
  public mutating func undo() throws(Failure) -> Outcome? {
    guard let command = undoStack.last else { return nil }
    let outcome = try command.undo()
    redoStack.append(undoStack.removeLast())
    return outcome
  }

  /// Executes the newest undone command again and keeps it for undo; `nil` when there
  /// is none. A command whose execute throws stays where it was.
  public mutating func redo() throws(Failure) -> Outcome? {
    guard let command = redoStack.last else { return nil }
    let outcome = try command.execute()
    undoStack.append(redoStack.removeLast())
    return outcome
  }
}
// snippet.end
