// Mistake: remember skips a moment when the editor's cursor is where it was at the last
// one, taking that for "nothing changed", so after an undo the next change is not
// remembered and cannot be undone.
// Lesson: the caretaker keeps a memento each time it is asked and judges nothing of the
// editor's state (chapter 7, the caretaker).
// Exercise memento-2 · An undo history with a limit
//
// The miniature's History keeps every memento for ever. Write a caretaker that keeps
// the newest `limit` of them, for an editor's undo. The task is in
// Chapters/07-Memento.md, section Exercises.

/// The caretaker of an editor's undo: before each change it is told to remember the
/// editor as it stands, and `undo()` puts the editor back as it was before the newest
/// change. It keeps at most `limit` such moments; past that, the oldest is forgotten.
final class UndoHistory {
  let editor: Editor
  let limit: Int
  /// The mementos, oldest first. Only the editor can read them; this keeps them.
  private var mementos: [EditorMemento] = []
  /// The editor's cursor at the newest memento, to skip a moment that changes nothing.
  private var lastCursor: Int?

  /// - Precondition: `limit` is at least 1.
  init(editor: Editor, limit: Int) {
    precondition(limit >= 1, "an undo history keeps at least one moment")
    self.editor = editor
    self.limit = limit
  }

  /// Whether there is a moment to go back to.
  var canUndo: Bool {
    !mementos.isEmpty
  }

  /// Remembers the editor as it stands now: call it before each change.
  func remember() {
    guard editor.cursor != lastCursor else { return }
    lastCursor = editor.cursor
    mementos.append(editor.save())
    if mementos.count > limit { mementos.removeFirst() }
  }

  /// Puts the editor back as it was at the newest moment remembered, and forgets that
  /// moment. Returns whether there was one; with none, the editor is left alone.
  func undo() -> Bool {
    guard let memento = mementos.popLast() else { return false }
    editor.restore(memento)
    return true
  }
}
