// The pattern in miniature: originator, memento and caretaker in one file, outside
// the app. Chapter 7 quotes it; `swift run miniature-memento` prints what it shows.
// (In one file `private` cannot hide the memento from the caretaker; the app keeps
// them in separate files for that. Here the roles are the lesson.)

// snippet.miniature
/// Memento: a sealed snapshot. Its contents are private to this type and the editor.
struct EditorMemento {
  fileprivate let text: String
  fileprivate let cursor: Int
}

/// Originator: makes mementos of its own state, and restores from them.
final class Editor {
  private(set) var text = ""
  private(set) var cursor = 0
  func type(_ words: String) {
    text.insert(contentsOf: words, at: text.index(text.startIndex, offsetBy: cursor))
    cursor += words.count
  }
  func save() -> EditorMemento { EditorMemento(text: text, cursor: cursor) }
  func restore(_ memento: EditorMemento) { (text, cursor) = (memento.text, memento.cursor) }
}

/// Caretaker: keeps mementos and hands them back; it never opens one.
struct History {
  private var saved: [EditorMemento] = []
  mutating func keep(_ memento: EditorMemento) { saved.append(memento) }
  mutating func takeLast() -> EditorMemento? { saved.popLast() }
}

let editor = Editor()
var history = History()
editor.type("Blue")
history.keep(editor.save())
editor.type(" Library, unsaved")
print("now:      \(editor.text) (cursor \(editor.cursor))")
if let memento = history.takeLast() { editor.restore(memento) }
print("restored: \(editor.text) (cursor \(editor.cursor))")
// snippet.end
