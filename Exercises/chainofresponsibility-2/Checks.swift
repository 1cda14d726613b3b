// The checks of exercise chainofresponsibility-2. Read them; do not edit them.
import ExerciseSupport
import TerminalKit

/// A view that takes no key and remembers every key it was offered: the field's superview.
@MainActor
final class SearchBar: View {
  private(set) var offered: [Key] = []

  override func handleKey(_ key: Key) -> Bool {
    offered.append(key)
    return false
  }
}

/// A screen that takes ← and → itself and remembers every key it was offered, with a
/// toolbar whose `d` deletes (here: counts). The field sits in a search bar.
@MainActor
final class ListScreen: ViewController {
  let field = SearchField()
  let bar = SearchBar()
  private(set) var offered: [Key] = []
  private(set) var deletes = 0

  override init() {
    super.init()
    toolbarItems = [BarButtonItem(title: "Delete", key: "d", target: self) { $0.deletes += 1 }]
  }

  override func viewDidLoad() {
    bar.frame = Rect(x: 1, y: 1, width: 40, height: 1)
    field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
    view.addSubview(bar)
    bar.addSubview(field)
  }

  override func handleKey(_ key: Key) -> Bool {
    offered.append(key)
    return key == .left || key == .right
  }
}

/// The screen in a window, with the field made first responder.
@MainActor
func focusedScreen() throws -> (ListScreen, Window) {
  let screen = ListScreen()
  let window = Window(rootViewController: screen, size: Size(width: 80, height: 24))
  try expect(
    screen.field.becomeFirstResponder(),
    "the field refused to become first responder: a view may only when its "
      + "canBecomeFirstResponder says so, and a plain View's says no.")
  return (screen, window)
}

@MainActor
func type(_ keys: [Key], into window: Window) {
  for key in keys { _ = window.send(key) }
}

/// Whether the field owns Escape: it clears the text and keeps the key, or leaves both
/// alone and lets the key go on. Fails when it does anything else.
@MainActor
func fieldOwnsEscape() throws -> Bool {
  let (screen, window) = try focusedScreen()
  type([.character("a"), .character("b")], into: window)
  let answer = window.send(.escape)
  let (text, heard) = (screen.field.text, screen.offered.filter { $0 == .escape }.count)
  if text == "" && heard == 0 && answer == .handled { return true }
  if text == "ab" && heard == 1 && screen.bar.offered == [.escape] { return false }
  throw CheckFailure(
    "after a, b and Escape the field holds \"\(text)\" and the screen heard Escape \(heard) "
      + "time(s): Escape is the field's (it clears the search and goes no further) or the "
      + "screen's (the text stays, and the key goes on once). One responder owns a key; "
      + "one that acts on it and passes it on too, or keeps it and does nothing, breaks the "
      + "chain.")
}

/// The keys a generated run types: the field's own (`q`, which quits when no field
/// takes text, digits and signs, an accent typed as two scalars, a flag), the screen's,
/// and others.
let keysTyped: [Key] = [
  .character("a"), .character("d"), .character("é"), .character("q"), .character("Q"),
  .character("7"), .character("-"), .character("e\u{301}"), .character("🇫🇷"), .space,
  .backspace, .left, .right, .up, .down, .enter, .tab, .escape,
]

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the field may become first responder, and then has the focus") {
        let (screen, window) = try focusedScreen()
        try expect(
          window.firstResponder === screen.field, "the window's first responder is the field")
      },
      Check("letters typed go to the field, and nobody after it hears them") {
        let (screen, window) = try focusedScreen()
        type([.character("r"), .character("e"), .character("d"), .space], into: window)
        try expectEqual(screen.field.text, "red ", "the field's text after r, e, d, space")
        try expect(
          screen.deletes == 0,
          "typing d in the field also pressed the toolbar's Delete \(screen.deletes) time(s): "
            + "a key the field takes must go no further; say you took it.")
        try expect(
          screen.offered.isEmpty,
          "the screen after the field was offered \(screen.offered): a key is handled once, "
            + "by the first responder that takes it, and the walk is the window's to do.")
      },
      Check("Backspace takes back the last letter") {
        let (screen, window) = try focusedScreen()
        type([.character("o"), .character("k"), .backspace], into: window)
        try expectEqual(screen.field.text, "o", "the field's text after o, k, Backspace")
        type([.backspace, .backspace], into: window)
        try expectEqual(screen.field.text, "", "the field's text after two more")
        try expect(
          screen.offered.isEmpty,
          "the screen after the field was offered \(screen.offered): Backspace is the "
            + "field's, even with nothing left to take back, and goes no further.")
      },
      Check("keys the field does not use go on up the chain, to the screen") {
        let (screen, window) = try focusedScreen()
        type([.character("a"), .left, .up], into: window)
        try expect(
          screen.offered == [.left, .up],
          "the screen was offered \(screen.offered), not ← and ↑: a key the field does not "
            + "use goes on to the next responder, and the field never learns who that is.")
        try expect(
          screen.bar.offered == [.left, .up],
          "the search bar around the field was offered \(screen.bar.offered), not ← and ↑ "
            + "once each: the field handed keys on itself and the window's walk did too. "
            + "Say whether you took the key; the walk is the window's.")
        try expectEqual(screen.field.text, "a", "the field's text")
        try expectEqual(window.send(.right), .handled, "→ reaching the screen, which takes it")
        try expect(
          window.send(.down) == .ignored,
          "↓, which nobody takes, came back as handled: a field that passes a key on "
            + "itself and then says it took it hides from the window that nobody did.")
      },
      Check("Escape is the field's or the screen's: one of them, never both, never lost") {
        _ = try fieldOwnsEscape()
      },
      Check("any keys typed: the field takes its own, every other goes on once") {
        let ownsEscape = try fieldOwnsEscape()
        try forAll(Generators.array(of: Generators.element(of: keysTyped), length: 0...16)) {
          keys in
          let (screen, window) = try focusedScreen()
          var text = ""
          var passed: [Key] = []
          for key in keys {
            switch key {
            case .character(let character): text.append(character)
            case .space: text.append(" ")
            case .backspace: if !text.isEmpty { text.removeLast() }
            case .escape where ownsEscape: text = ""
            default: passed.append(key)
            }
          }
          for key in keys {
            let outcome = window.send(key)
            let isFieldKey = !passed.contains(key)
            try expect(
              outcome != .quit && (!isFieldKey || outcome == .handled),
              "typing \(key) into the field came back as \(outcome): a character typed into "
                + "the search is text, `q` too, so the field must say it takes typed "
                + "characters (acceptsTypedCharacters) and say it took each of its keys.")
          }
          try expectEqual(screen.field.text, text, "the field's text")
          try expectEqual(screen.bar.offered, passed, "the keys that went on past the field")
          try expectEqual(screen.deletes, 0, "Deletes pressed by a d typed in the field")
        }
      },
    ])
  }
}
