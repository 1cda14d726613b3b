// Given with exercise memento-2: the chapter's miniature editor. Read it; do not edit it.

/// Memento: a sealed snapshot. Its contents are private to this file: only the editor
/// can make one or read it back.
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
