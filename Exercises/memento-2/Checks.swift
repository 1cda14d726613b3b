// The checks of exercise memento-2. Read them; do not edit them.
import ExerciseSupport

// The task's promises, and the checks that hold each:
// - undo puts the editor back as it was before the newest change, and forgets that
//   moment: the first two checks, and the last, over any limit and any steps;
// - canUndo and undo() say whether there is a moment to go back to: the second, and the
//   last, after every step;
// - at most `limit` moments are kept, the oldest forgotten first: the third and fourth,
//   and the last;
// - the history keeps the editor's mementos, not copies of its text: the fifth, and
//   the last.

/// One thing a check does: a change remembered first (as the task says to), a change
/// the history is not told of, or an undo.
enum Step: Sendable, CustomStringConvertible {
  case rememberAndType(String)
  case typeOnly(String)
  case undo

  /// Words to type, the empty one among them (a change that moves nothing).
  static let word = Generators.element(of: ["a", "bc", "", "é", "東京"])

  static let any = Generators.oneOf([
    word.map { Step.rememberAndType($0) },
    word.map { Step.typeOnly($0) },
    Generators.element(of: [Step.undo]),
  ])

  var description: String {
    switch self {
    case .rememberAndType(let word): "remember(), type(\"\(word)\")"
    case .typeOnly(let word): "type(\"\(word)\")"
    case .undo: "undo()"
    }
  }
}

/// A history's limit and the steps taken with it.
struct Session: Sendable, CustomStringConvertible {
  var limit: Int
  var steps: [Step]

  static let any = Generators.int(in: 1...4).flatMap { limit in
    Generators.array(of: Step.any, length: 1...16).map { Session(limit: limit, steps: $0) }
  }

  var description: String {
    "limit \(limit), then " + steps.map(\.description).joined(separator: ", ")
  }
}

/// An editor and its history after typing each of `words`, remembering before each.
func typed(_ words: [String], limit: Int) -> (Editor, UndoHistory) {
  let editor = Editor()
  let history = UndoHistory(editor: editor, limit: limit)
  for word in words {
    history.remember()
    editor.type(word)
  }
  return (editor, history)
}

/// What the history keeps, found by looking at its stored properties (inside arrays,
/// optionals, tuples and structs; not inside the editor): its mementos, and any text it
/// keeps outside a memento.
func kept(by history: UndoHistory) -> (mementos: Int, texts: [String]) {
  var mementos = 0
  var texts: [String] = []
  func walk(_ value: Any) {
    if value is EditorMemento {
      mementos += 1
    } else if let text = value as? String {
      texts.append(text)
    } else if !(value is Editor) {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle != .class { mirror.children.forEach { walk($0.value) } }
    }
  }
  Mirror(reflecting: history).children.forEach { walk($0.value) }
  return (mementos, texts)
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("undo puts the editor back as it was before the newest change") {
        let (editor, history) = typed(["Blue", " Library"], limit: 5)
        try expect(history.canUndo, "after two remembered changes canUndo is false")
        try expect(history.undo(), "undo() returned false with two moments to go back to")
        try expectEqual(editor.text, "Blue", "the text after one undo")
        try expectEqual(editor.cursor, 4, "the cursor after one undo")
      },
      Check("undo walks back newest first, each moment once, then says there is none") {
        let (editor, history) = typed(["a", "b", "c"], limit: 5)
        var texts: [String] = []
        // At most 10 undos: a history that never runs out must not hang the check.
        while texts.count < 10, history.undo() { texts.append(editor.text) }
        try expectEqual(texts, ["ab", "a", ""], "the texts after each undo")
        try expect(!history.canUndo, "canUndo is still true after every moment was undone")
        try expect(!history.undo(), "undo() returned true with nothing left")
        try expectEqual(editor.text, "", "the text after an undo with nothing left")
      },
      Check("past the limit the oldest moments are forgotten and the newest kept") {
        let (editor, history) = typed(["a", "b", "c", "d", "e"], limit: 3)
        var texts: [String] = []
        // At most 10 undos: a history that never runs out must not hang the check.
        while texts.count < 10, history.undo() { texts.append(editor.text) }
        try expectEqual(
          texts, ["abcd", "abc", "ab"], "the texts after each undo, with a limit of 3")
      },
      Check("it keeps no more than `limit` mementos, however many changes were made") {
        let (_, history) = typed((0..<100).map { "\($0)," }, limit: 4)
        let count = kept(by: history).mementos
        try expect(
          count <= 4,
          "after 100 changes with a limit of 4 the history holds \(count) mementos: forget "
            + "the oldest rather than only refusing to undo past the limit")
      },
      Check("it keeps mementos, not copies of the editor's text of its own") {
        let (_, history) = typed(["Blue", " Library"], limit: 5)
        let found = kept(by: history)
        try expect(
          found.texts.isEmpty,
          "the history holds the texts \(found.texts): a caretaker keeps the editor's "
            + "mementos (editor.save()) and hands them back (editor.restore(_:)); it does not "
            + "copy or read the editor's state itself")
        try expectEqual(
          found.mementos, 2, "the mementos the history holds after two remembered changes")
      },
      Check("with any limit, remembers and undos in any order keep the promise at every step") {
        // A model of the task: the moments are the editor's text and cursor at each
        // remember, the newest `limit` of them; undo goes back to the newest and forgets
        // it. Remembers after undos, changes that move nothing and a limit of 1 included.
        try forAll(Session.any) { session in
          let editor = Editor()
          let history = UndoHistory(editor: editor, limit: session.limit)
          var moments: [(text: String, cursor: Int)] = []
          var taken: [String] = []
          for step in session.steps {
            taken.append("\(step)")
            let after = "after limit \(session.limit), " + taken.joined(separator: ", ")
            switch step {
            case .rememberAndType(let word):
              history.remember()
              moments.append((editor.text, editor.cursor))
              if moments.count > session.limit { moments.removeFirst() }
              editor.type(word)
            case .typeOnly(let word):
              editor.type(word)
            case .undo:
              let expected = moments.popLast()
              let (text, cursor) = expected ?? (editor.text, editor.cursor)
              try expectEqual(history.undo(), expected != nil, "what undo() returned \(after)")
              try expectEqual(editor.text, text, "the text \(after)")
              try expectEqual(editor.cursor, cursor, "the cursor \(after)")
            }
            try expectEqual(history.canUndo, !moments.isEmpty, "canUndo \(after)")
            let found = kept(by: history)
            try expect(
              found.mementos <= session.limit && found.texts.isEmpty,
              "\(after) the history holds \(found.mementos) mementos and the texts "
                + "\(found.texts): at most \(session.limit) mementos, and no text of its own")
          }
        }
      },
    ])
  }
}
