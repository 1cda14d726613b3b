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
    let generator = FormParts.zip(
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
    }
  }

  func testShowingAnyPartOfTheFormNeverReportsBack() async {
    let form = AlbumEditForm(
      editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      among: [])
    let window = PartsHost.window(showing: [form])
    let listener = ListeningMediator()
    for colleague in form.colleagues { colleague.mediator = listener }
    let state = FormParts.zip(
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

  func testEachEventReachesEveryPartOnceWithTheNewState() async {
    assertForAll(
      FormParts.zip(
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
}
