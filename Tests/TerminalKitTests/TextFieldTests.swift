import XCTest

@testable import TerminalKit

/// A screen with one field: `/` starts editing it, Enter and Escape are reported.
@MainActor
private final class FieldViewController: ViewController {
  let field = TextField(prompt: "> ")
  var returned: [String] = []
  var cancelled = 0

  override func viewDidLoad() {
    view.addSubview(field)
    field.onReturn = { [unowned self] in
      returned.append($0)
      field.endEditing()
    }
    field.onCancel = { [unowned self] in cancelled += 1 }
  }

  override func viewWillLayoutSubviews() {
    field.frame = Rect(x: 0, y: 1, width: 12, height: 1)  // the screen's third row
  }

  override func handleKey(_ key: Key) -> Bool {
    guard key == .character("/") else { return false }
    field.beginEditing()
    return true
  }
}

/// A field being edited takes every key as text, `q` included; otherwise the window's
/// usual order holds; what it shows is the prompt and the end of its text.
@MainActor
final class TextFieldTests: XCTestCase {
  private func makeWindow() -> (FieldViewController, Window) {
    let controller = FieldViewController()
    let window = Window(rootViewController: controller, size: Size(width: 40, height: 16))
    _ = window.render()
    return (controller, window)
  }

  func testWhileEditingEveryKeyIsTextAndQQuitsOnlyOutside() async {
    let (controller, window) = makeWindow()
    XCTAssertFalse(controller.field.acceptsTypedCharacters)
    XCTAssertEqual(window.send(.character("/")), .handled)
    XCTAssertTrue(controller.field.isFirstResponder)
    for key: Key in [.character("q"), .space, .character("é"), .character("/"), .left, .tab] {
      XCTAssertEqual(window.send(key), .handled, "\(key)")
    }
    XCTAssertEqual(controller.field.text, "q é/")
    XCTAssertEqual(window.send(.backspace), .handled)
    XCTAssertEqual(window.send(.backspace), .handled)
    XCTAssertEqual(controller.field.text, "q ")
    XCTAssertEqual(window.send(.interrupt), .quit, "Ctrl-C quits, editing or not")
    XCTAssertEqual(window.send(.escape), .handled)
    XCTAssertEqual(controller.cancelled, 1)
    XCTAssertTrue(controller.field.isFirstResponder, "Escape only reports; the owner ends")
    XCTAssertEqual(window.send(.enter), .handled)
    XCTAssertEqual(controller.returned, ["q "])
    XCTAssertFalse(controller.field.isFirstResponder)
    XCTAssertEqual(window.send(.character("q")), .quit)
  }

  private func line(_ row: Int, of window: Window) -> String {
    String(
      window.render().renderPlain().split(separator: "\n", omittingEmptySubsequences: false)[row])
  }

  func testBackspaceOnAnEmptyFieldDoesNothing() async {
    let (controller, window) = makeWindow()
    _ = window.send(.character("/"))
    XCTAssertEqual(window.send(.backspace), .handled)
    XCTAssertEqual(controller.field.text, "")
  }

  func testTheFieldShowsItsPromptTheEndOfItsTextAndACursorWhileEditing() async {
    let (controller, window) = makeWindow()
    controller.field.text = "abc"
    XCTAssertEqual(line(2, of: window), "> abc", "no cursor outside")
    _ = window.send(.character("/"))
    XCTAssertEqual(line(2, of: window), "> abc▏")
    controller.field.text = "abcdefghijklmnop"
    XCTAssertEqual(line(2, of: window), "> …ijklmnop▏", "the end, where typing happens")
    controller.field.text = "東京東京東京"
    XCTAssertEqual(line(2, of: window), "> …東京東京▏", "wide characters count two")
  }

  func testAResignedOrDetachedFieldIsFirstNoMore() async {
    let (controller, window) = makeWindow()
    _ = window.send(.character("/"))
    controller.field.resignFirstResponder()
    XCTAssertNil(window.firstResponder)
    controller.field.resignFirstResponder()  // twice: nothing to undo
    XCTAssertEqual(window.send(.character("q")), .quit)
    _ = window.send(.character("/"))
    controller.field.removeFromSuperview()
    XCTAssertFalse(controller.field.acceptsTypedCharacters)
    XCTAssertEqual(window.send(.character("q")), .quit)
  }

  func testEveryKeyThatChangesTheTextIsReportedOnceAndCodeThatSetsItIsNot() async {
    let (controller, window) = makeWindow()
    var reported: [String] = []
    controller.field.onChange = { reported.append($0) }
    _ = window.send(.character("/"))
    let keys: [Key] = [
      .character("a"), .space, .character("é"), .left, .tab, .backspace, .backspace, .backspace,
      .backspace, .enter, .escape,
    ]
    for key in keys { _ = window.send(key) }
    XCTAssertEqual(reported, ["a", "a ", "a é", "a ", "a", ""], "an empty field's Backspace: none")
    controller.field.text = "set in code"
    _ = window.send(.character("/"))
    XCTAssertEqual(reported.count, 6, "no report of a text set in code")
  }

  func testAPassedKeyGoesOnToTheSuperviewAndChangesNothing() async {
    let (controller, window) = makeWindow()
    var reported = 0
    controller.field.onChange = { _ in reported += 1 }
    controller.field.passedKeys = [.tab, .up, .character("/")]
    _ = window.send(.character("/"))
    XCTAssertTrue(controller.field.isFirstResponder)
    XCTAssertEqual(window.send(.up), .ignored, "the field's controller takes no arrow")
    XCTAssertEqual(
      window.send(.character("/")), .handled, "passed to the controller, which takes it")
    XCTAssertEqual(window.send(.down), .handled, "a key not passed is kept")
    XCTAssertEqual(controller.field.text, "")
    XCTAssertEqual(reported, 0)
  }
}
