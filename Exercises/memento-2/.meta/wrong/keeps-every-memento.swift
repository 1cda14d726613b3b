// Mistake: every memento is kept for ever and the limit only stops undo early, so a long
// session holds a memento for every change ever made.
// Lesson: a caretaker that keeps N mementos forgets the oldest, so what it holds stays
// bounded however long the editor is used (chapter 7, the cost of mementos).
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
  /// How many of them may still be undone.
  private var undoable = 0

  /// - Precondition: `limit` is at least 1.
  init(editor: Editor, limit: Int) {
    precondition(limit >= 1, "an undo history keeps at least one moment")
    self.editor = editor
    self.limit = limit
  }

  /// Whether there is a moment to go back to.
  var canUndo: Bool {
    undoable > 0
  }

  /// Remembers the editor as it stands now: call it before each change.
  func remember() {
    mementos.append(editor.save())
    undoable = min(undoable + 1, limit)
  }

  /// Puts the editor back as it was at the newest moment remembered, and forgets that
  /// moment. Returns whether there was one; with none, the editor is left alone.
  func undo() -> Bool {
    guard undoable > 0, let memento = mementos.popLast() else { return false }
    undoable -= 1
    editor.restore(memento)
    return true
  }
}
