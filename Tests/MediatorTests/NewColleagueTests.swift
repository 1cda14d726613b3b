import ExerciseSupport
import MVC
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Mediator

/// A new part of the form is one type and one registration: written outside the module,
/// against the public protocol alone, it compiles without a line changed in any other
/// part or in the form; registered, it gets a row and is shown every change.
@MainActor
final class NewColleagueTests: XCTestCase {
  func testANewPartWrittenOutsideTheModuleNeedsNoOtherChange() async throws {
    try assertProbe(
      """
      import Mediator
      import TerminalKit

      @MainActor
      final class ChangeCount: Label, FormColleague {
        weak var mediator: (any FormMediator)?
        func show(_ form: FormState) { text = "\\(form.changes.count) changed" }
      }

      @MainActor
      func addChangeCount(to form: AlbumEditForm) { form.register(ChangeCount()) }
      """)
  }

  func testARegisteredPartGetsTheNextRowAndEveryChange() async {
    final class ChangeCount: Label, FormColleague {
      weak var mediator: (any FormMediator)?
      func show(_ form: FormState) { text = "\(form.changes.count) changed" }
    }
    let album = Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977")
    let form = AlbumEditForm(editing: album, among: [])
    let count = ChangeCount()
    let before = form.colleagues.count
    form.register(count)
    XCTAssertEqual(form.colleagues.count, before + 1)
    let window = PartsHost.window(showing: [form])
    XCTAssertEqual(count.frame, Rect(x: 0, y: before, width: 80, height: 1), "the next row")
    XCTAssertEqual(count.text, "0 changed", "shown the form as it stood")
    form.beginEditing()
    for key: Key in [.character("!"), .tab, .character("?"), .tab, .tab, .right] {
      _ = window.send(key)
    }
    XCTAssertEqual(count.text, "3 changed", "title, artist, year")
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("3 changed"), screen)
  }

  func testAFormNoLongerHeldIsFreedWithItsParts() async {
    // The parts hold the form weakly: a part that held it strongly would keep the form,
    // and every part with it, alive after the screen let go.
    weak var freedForm: AlbumEditForm?
    var freedParts: [() -> AnyObject?] = []
    do {
      let form = AlbumEditForm(
        editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
        among: [])
      let window = PartsHost.window(showing: [form])
      form.beginEditing()
      _ = window.send(.character("x"))
      freedForm = form
      for part in form.colleagues {
        weak let weakPart = part
        freedParts.append { weakPart }
      }
    }
    XCTAssertNil(freedForm)
    XCTAssertTrue(freedParts.allSatisfy { $0() == nil })
  }
}
