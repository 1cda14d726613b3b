import ExerciseSupport
import XCTest

/// The reader the exercises' checks use for rules about what a learner wrote: each case
/// here is a way a design once slipped past it, or a correct design it must let be.
final class SwiftSourceTests: XCTestCase {
  func testAViewThatTakesAModelIsFoundHoweverItIsNamed() {
    let cases = [
      "extension MVC.FieldsView {\n  func show(_ film: Film) {}\n}": "extension MVC.FieldsView",
      "typealias Poster = AlbumView\nextension Poster {\n  convenience init(film: Film) {}\n}":
        "extension Poster",
      "final class Card: TerminalKit.View {\n  let film: Film\n}": "class Card",
      "typealias Record = Film\nextension AlbumView {\n  func show(_ r: Record) {}\n}":
        "extension AlbumView",
      """
      protocol Showing {}
      extension Showing where Self: FieldsView {
        func show(_ film: Film) {}
      }
      extension FieldsView: Showing {}
      """: "extension Showing",
    ]
    for (text, view) in cases {
      XCTAssertEqual(SwiftSource(text).viewDeclarations(naming: "Film"), [view], text)
    }
  }

  func testAControllerAndViewsThatTakeStringsAreLeftAlone() {
    let text = """
      final class FilmViewController: ViewController {
        let film: Film
        private let poster = AlbumView(frame: .zero, albumCover: "")
        class var films: [Film] { [] }
      }
      extension AlbumView {
        // A Film in a comment, and "Film" in a string, are no code.
        func caption(_ text: String) -> String { "Film" }
      }
      """
    XCTAssertEqual(SwiftSource(text).viewDeclarations(naming: "Film"), [])
  }

  func testWhatOtherFilesCanUseIsFoundWhenItNamesAPart() {
    let text = """
      typealias Network = Uploader
      final class Library {
        private let storage: PersistencyManager
        private(set) var shown: PersistencyManager
        init(storage: PersistencyManager) {
          self.storage = storage
          let local: PersistencyManager = storage
          _ = local
        }
        var albums: [Album] { storage.albums }
      }
      extension Library {
        var persistence: PersistencyManager { storage }
      }
      private extension Library {
        var hidden: PersistencyManager { storage }
      }
      func network(of library: Library) -> Network { fatalError() }
      fileprivate func log(of library: Library) -> Uploader { fatalError() }
      """
    XCTAssertEqual(
      SwiftSource(text).exposedDeclarations(naming: ["PersistencyManager", "Uploader"]),
      ["var shown", "var persistence", "func network"])
  }

  func testEveryPlaceThatMakesAnInstanceIsCountedAndNoOther() {
    let cases = [
      "static let shared = AppSettings()": 1,
      "let other = Exercise.AppSettings()": 1,
      "static let shared = AppSettings()\nstatic let defaults = AppSettings.init()": 2,
      "typealias Settings = AppSettings\nlet a = Settings()\nlet b: AppSettings = .init()": 2,
      "func copy() -> Self { Self() }\nfunc other() -> AppSettings { type(of: self).init() }": 2,
      "init(x: Int) { self.init() }\ninit() { super.init() }\n// AppSettings()\n": 0,
      "let name = \"AppSettings()\"\nlet settings: AppSettings? = nil\nMyAppSettings()": 0,
    ]
    for (text, count) in cases {
      XCTAssertEqual(SwiftSource(text).placesMaking("AppSettings"), count, text)
    }
  }

  func testTypeTestsAreTheCastsAndIsChecksOfTheCodeAlone() {
    let text = """
      // item as? Song in a comment
      let said = "x is y, as! z"
      if let song = item as? Song { play(song) }
      let forced = item as! Medley
      if entry is Encore {}
      let up = song as SetListItem
      switch entry { case let s as Song: _ = s; case is Medley: break; default: break }
      let island = this
      """
    XCTAssertEqual(
      SwiftSource(text).typeTests,
      ["as? Song", "as! Medley", "is Encore", "as Song", "is Medley"])
  }

  func testCodeInterpolatedIntoAStringIsCodeAndTheRestOfTheStringIsNot() {
    let text = #"""
      let shown = "\(albums.sorted { $0.year < $1.year }.count) sorted(\("x" + "sorted(")"
      let block = """
        \(item as? Song) is Medley
        """
      """#
    let source = SwiftSource(text)
    XCTAssertEqual(source.calls(to: ["sorted"]), ["sorted"])
    XCTAssertEqual(source.typeTests, ["as? Song"])
  }

  func testCallsAreFoundByNameAndDeclarationsAndValuesAreNot() {
    let text = #"""
      func sorted(_ albums: [Album]) -> [Album] { albums.sorted(by: order) }
      let sorted = albums.sorted { $0.title < $1.title }
      lines.sort()
      let names = albums.map(\.title).joined(separator: ", ")
      let again = groups.map(sorted)
      var map: [String: Int] { [:] }
      albums.forEach { print($0) }  // albums.sorted()
      """#
    XCTAssertEqual(
      SwiftSource(text).calls(to: ["sorted", "sort", "map", "forEach"]),
      ["sorted", "sorted", "sort", "map", "map", "forEach"])
  }

  func testLoopsAreForInAndWhileAndNotArgumentLabels() {
    let text = """
      func line(for album: Album, while shown: Bool) -> String { "" }
      for album in albums { text += line(for: album, while: true) }
      while index < 3 { index += 1 }
      repeat { index -= 1 } while index > 0
      for (offset, album) in albums.enumerated() where offset > 0 {}
      """
    XCTAssertEqual(SwiftSource(text).loops, ["for", "while", "while", "for"])
  }

  func testAWordNamesATypeAloneQualifiedOrBeforeAMemberButNotBeforeANestedType() {
    let types: Set<String> = ["VolumePanel"]
    let cases: [String: String?] = [
      "let panel : VolumePanel": "VolumePanel",
      "let panel = Exercise.VolumePanel ( )": "Exercise.VolumePanel",
      "VolumePanel.shared.level = 3": "VolumePanel.shared.level",
      "let rule : VolumePanel.Rule": nil,
      "let panel : VolumePanelView": nil,
      "let x = panel.level": nil,
    ]
    for (body, word) in cases {
      XCTAssertEqual(SwiftSource.firstWord(in: body, naming: types), word, body)
    }
  }

  func testATypesSourceNameDropsItsModuleItsArgumentsAndWhatItIsNestedIn() {
    XCTAssertEqual(sourceName(NamedOuter.self, module: "WorkbookTests"), "NamedOuter")
    XCTAssertEqual(sourceName(NamedOuter.Inner<Int>.self, module: "WorkbookTests"), "Inner")
    XCTAssertNil(sourceName(String.self, module: "WorkbookTests"), "a type of another module")
    XCTAssertNil(sourceName(NamedOuter.self), "the exercise's module is another module")
    XCTAssertEqual(
      classNames(of: NamedSubclass(), module: "WorkbookTests"), ["NamedSubclass", "NamedBase"])
  }
}

/// Types for the name tests, declared in this test module.
struct NamedOuter {
  struct Inner<Value> {}
}
class NamedBase {}
final class NamedSubclass: NamedBase {}
