// Mistake: undo only moves a cursor back and keeps the mementos (for a redo one day),
// and remember appends after all of them, so an undo after a remember that followed an
// undo goes back to a moment already undone.
// Lesson: undo forgets the moment it went back to; what was undone is no longer in the
// history's past (chapter 7, the caretaker).
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
  /// How many of them are behind the editor: the ones undo can go back to.
  private var current = 0

  /// - Precondition: `limit` is at least 1.
  init(editor: Editor, limit: Int) {
    precondition(limit >= 1, "an undo history keeps at least one moment")
    self.editor = editor
    self.limit = limit
  }

  /// Whether there is a moment to go back to.
  var canUndo: Bool {
    current > 0
  }

  /// Remembers the editor as it stands now: call it before each change.
  func remember() {
    mementos.append(editor.save())
    if mementos.count > limit { mementos.removeFirst() }
    current = mementos.count
  }

  /// Puts the editor back as it was at the newest moment remembered, and forgets that
  /// moment. Returns whether there was one; with none, the editor is left alone.
  func undo() -> Bool {
    guard current > 0 else { return false }
    current -= 1
    editor.restore(mementos[current])
    return true
  }
}
