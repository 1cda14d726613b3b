import TerminalKit
import XCTest

@MainActor
final class BarButtonItemTests: XCTestCase {
  func testAnItemWithoutAnActionIsDrawnDisabledAndIgnoresItsKey() async {
    let undo = BarButtonItem(disabledTitle: "Undo", key: "u")
    XCTAssertEqual(undo.label, "(u) Undo")
    let toolbar = Toolbar()
    toolbar.items = [undo]
    XCTAssertFalse(toolbar.handleKey(.character("u")), "a disabled item leaves its key alone")
    XCTAssertFalse(undo.press())
  }
}
