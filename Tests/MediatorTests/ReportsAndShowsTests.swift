import ExerciseSupport
import MVC
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Mediator

/// Each user action reaches each part once: a key a part takes is one report to the
/// mediator, in the form's words; the mediator answers each report by showing every
/// part the new state, once; and showing a part never reports back, so nothing echoes.
@MainActor
final class ReportsAndShowsTests: XCTestCase {
  func testEachKeyAFieldTakesIsOneReportInTheFormsWords() async {
    let generator = Generators.zip(
      Generators.element(of: AlbumField.allCases),
      Generators.keys(from: FormParts.keyNames, length: 0...30))
    assertForAll(generator, runs: 150) { field, keys in
      let editor = FieldEditor(field)
      let listener = ListeningMediator()
      editor.mediator = listener
      let window = PartsHost.window(showing: [editor])
      editor.show(FormState(texts: [field: "ab"], focus: field))
      try expect(editor.isEditing, "the field in focus has the keys")
      var text = "ab"
      var expected: [FormEvent] = []
      for name in keys {
        let key = FormParts.key(name)
        switch key {
        case .character(let character):
          text.append(character)
          expected.append(.edited(field, text: text))
        case .space:
          text.append(" ")
          expected.append(.edited(field, text: text))
        case .backspace:
          if text.popLast() != nil { expected.append(.edited(field, text: text)) }
        case .tab, .down: expected.append(.moved(by: 1))
        case .up: expected.append(.moved(by: -1))
        case .left: expected.append(.stepped(field, by: -1))
        case .right: expected.append(.stepped(field, by: 1))
        case .enter: expected.append(.submitted)
        case .escape: expected.append(.cancelled)
        default: break
        }
        _ = window.send(key)
      }
      try expectEqual(listener.heard.map(\.event), expected)
      try expect(
        listener.heard.allSatisfy { $0.colleague == ObjectIdentifier(editor) }, "from the field")
      try expectEqual(editor.text, text)
      // A key that is none of the form's goes on up, unreported: a click on nothing.
      try expectEqual(window.send(.click(Point(x: 70, y: 20))), .ignored, "a click on nothing")
      try expectEqual(listener.heard.count, expected.count, "reports after the click")
    }
  }

  func testShowingAnyPartOfTheFormNeverReportsBack() async {
    let form = AlbumEditForm(
      editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      among: [])
    let window = PartsHost.window(showing: [form])
    let listener = ListeningMediator()
    for colleague in form.colleagues { colleague.mediator = listener }
    let state = Generators.zip(
      Generators.array(of: FormParts.text, length: 4...4),
      Generators.element(of: AlbumField.allCases))
    assertForAll(Generators.array(of: state, length: 1...6), runs: 100) { states in
      for (texts, focus) in states {
        let state = form.checked(
          FormState(
            texts: Dictionary(uniqueKeysWithValues: zip(AlbumField.allCases, texts)), focus: focus,
            genres: ["Pop", "Rock"]))
        for colleague in form.colleagues { colleague.show(state) }
      }
      try expect(listener.heard.isEmpty, "heard \(listener.heard.map(\.event))")
    }
    withExtendedLifetime(window) {}
  }

  func testEachEventReachesEveryPartOnceWithTheNewForm() async {
    assertForAll(
      Generators.zip(
        FormParts.libraryAndIndex, Generators.array(of: FormParts.event, length: 1...25)),
      runs: 150
    ) { library, events in
      let (albums, index) = library
      var others = albums
      let album = others.remove(at: index)
      let form = AlbumEditForm(editing: album, among: others)
      let window = PartsHost.window(showing: [form])
      let counters = [CountingColleague(), CountingColleague()]
      for counter in counters { form.register(counter) }
      for (number, event) in events.enumerated() {
        form.colleague(counters[number % 2], did: event)
        for counter in counters {
          try expectEqual(
            counter.shown.count, number + 2, "shown once on registering, then once an event")
          try expectEqual(counter.shown.last, form.state)
        }
        // And the form's own parts show that state.
        for case let editor as FieldEditor in form.colleagues {
          try expectEqual(editor.text, form.state.texts[editor.field] ?? "")
          try expectEqual(editor.isEditing, editor.field == form.state.focus)
        }
      }
      withExtendedLifetime(window) {}
    }
  }

  func testEveryPartShowsWhatTheFormTellsIt() async {
    assertForAll(
      Generators.zip(
        FormParts.libraryAndIndex, Generators.array(of: FormParts.event, length: 0...12)),
      runs: 150
    ) { library, events in
      let (albums, index) = library
      var others = albums
      let album = others.remove(at: index)
      let form = AlbumEditForm(editing: album, among: others)
      let window = PartsHost.window(showing: [form])
      form.beginEditing()
      for event in events { form.colleague(form.colleagues[0], did: event) }
      let state = form.state
      let rows = PartsHost.rows(of: window)
      func row(_ text: String) -> String {
        text.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
      }
      for (number, field) in AlbumField.allCases.enumerated() {
        let mark = state.problems[field] == nil ? "  " : "✗ "
        let name = field.name + ":"
        let shown = String(state.text(of: field).map { $0.isNewline || $0 == "\t" ? " " : $0 })
        let expected =
          mark + name + String(repeating: " ", count: 8 - name.count) + shown
          + (state.focus == field ? "▏" : "")
        try expectEqual(rows[number], row(expected), "the \(field.name) field")
      }
      let genres = state.genres.indices.map {
        $0 == state.chosenGenre ? "[\(state.genres[$0])]" : state.genres[$0]
      }
      try expectEqual(
        rows[4],
        row("  Genres: " + (genres.isEmpty ? "none yet" : genres.joined(separator: " · "))),
        "the genres")
      let choices = try XCTUnwrap(form.colleagues.lazy.compactMap { $0 as? GenreChoices }.first)
      try expectEqual(choices.isDim, state.focus != .genre, "the genres dimmed away from the genre")
      if let (field, problem) = state.firstProblem {
        try expectEqual(rows[5], row("  ✗ \(field.name): \(problem)"), "the message")
      } else if state.changes.isEmpty {
        try expect(rows[5].hasPrefix("  Nothing changed yet"), rows[5])
      } else {
        try expectEqual(
          rows[5], "  Changes " + state.changes.map(\.rawValue).joined(separator: ", "),
          "the message")
      }
      let save = try XCTUnwrap(form.colleagues.lazy.compactMap { $0 as? SaveButton }.first)
      let count = state.changes.count
      let said =
        state.canSave
        ? "Save \(count) change\(count == 1 ? "" : "s") · Enter"
        : state.problems.isEmpty ? "nothing changed" : "fix ✗ first"
      try expect(rows[6].contains(said), "\(rows[6]) says \(said)")
      try expectEqual([save.isDim, save.isBold], [!state.canSave, state.canSave], "Save's looks")
    }
  }

  func testAFormWithoutAFieldsTextShowsItEmpty() async {
    let editor = FieldEditor(.artist)
    let window = PartsHost.window(showing: [editor])
    editor.show(FormState(texts: [.artist: "Bowie"]))
    editor.show(FormState(texts: [.title: "Low"]))
    XCTAssertEqual(editor.text, "")
    XCTAssertFalse(FormState(texts: [:]).canSave, "a state no mediator has worked out: Save off")
    XCTAssertEqual(PartsHost.rows(of: window).first, "  Artist:")
  }
}
