// Mistake: the history reads the editor's text at each moment and keeps it beside the
// memento (to list the moments in a menu), so the caretaker looks into the state it was
// meant only to keep.
// Lesson: the caretaker keeps the originator's mementos and never reads what they hold;
// only the originator makes and opens them (chapter 7, the participants).
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
  /// Each moment's memento and the text it holds, oldest first.
  private var moments: [(text: String, memento: EditorMemento)] = []

  /// - Precondition: `limit` is at least 1.
  init(editor: Editor, limit: Int) {
    precondition(limit >= 1, "an undo history keeps at least one moment")
    self.editor = editor
    self.limit = limit
  }

  /// Whether there is a moment to go back to.
  var canUndo: Bool {
    !moments.isEmpty
  }

  /// Remembers the editor as it stands now: call it before each change.
  func remember() {
    moments.append((editor.text, editor.save()))
    if moments.count > limit { moments.removeFirst() }
  }

  /// Puts the editor back as it was at the newest moment remembered, and forgets that
  /// moment. Returns whether there was one; with none, the editor is left alone.
  func undo() -> Bool {
    guard let moment = moments.popLast() else { return false }
    editor.restore(moment.memento)
    return true
  }
}
