import ChainOfResponsibility
import TerminalKit
import XCTest

/// A key goes along the chain until one responder takes it, and no further; a key
/// nobody takes reaches the end, and the last responder is told.
@MainActor
final class KeyDeliveryTests: XCTestCase {
  func testAHandledKeyGoesNoFurther() async {
    let last = SpyResponder("last", takes: [.tab])
    let middle = SpyResponder("middle", takes: [.left], then: last)
    let first = SpyResponder("first", then: middle)

    let delivery = first.deliver(.left)

    XCTAssertTrue(delivery.handler === middle)
    XCTAssertEqual(delivery.chain.map(\.responderName), ["first", "middle"])
    XCTAssertEqual(first.offered, [.left])
    XCTAssertEqual(last.offered, [], "taken by the middle one, never offered to the last")
    XCTAssertTrue(
      first.toldNobodyTook.isEmpty && middle.toldNobodyTook.isEmpty && last.toldNobodyTook.isEmpty,
      "a key that was taken is reported to nobody as untaken")
  }

  /// The window is one link of the chain, after everything below it: a focused view that
  /// takes `d` keeps it from the toolbar, whose `d` works again once the view lets it go.
  func testTheWindowsKeysComeAfterTheRespondersBelowIt() async {
    let controller = ViewController()
    var deletes = 0
    controller.toolbarItems = [
      BarButtonItem(title: "Delete", key: "d", target: controller) { _ in deletes += 1 }
    ]
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    let field = FocusableView(takes: [.character("d")])
    controller.view.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())

    XCTAssertEqual(window.send(.character("d")), .handled)
    XCTAssertEqual(field.offered, [.character("d")])
    XCTAssertEqual(deletes, 0, "the focused view took d: the toolbar, further on, never heard it")
    field.takes = []
    XCTAssertEqual(window.send(.character("d")), .handled)
    XCTAssertEqual(deletes, 1, "a d the view lets go reaches the window's toolbar")
    XCTAssertEqual(window.send(.escape), .ignored, "a key nobody takes is not called handled")
  }

  func testAnUnhandledKeyReachesTheEndAndIsReported() async {
    let last = SpyResponder("last")
    let middle = SpyResponder("middle", takes: [.left], then: last)
    let first = SpyResponder("first", then: middle)

    let delivery = first.deliver(.right)

    XCTAssertNil(delivery.handler)
    XCTAssertEqual(delivery.chain.map(\.responderName), ["first", "middle", "last"])
    XCTAssertEqual(last.offered, [.right], "offered to the last one too")
    XCTAssertEqual(last.toldNobodyTook.map(\.0), [.right])
    XCTAssertEqual(last.toldNobodyTook.first?.1, ["first", "middle", "last"])
    XCTAssertTrue(first.toldNobodyTook.isEmpty && middle.toldNobodyTook.isEmpty)
  }

  func testTheStatusLineSaysWhereAKeyNobodyTookWent() async {
    let (_, window) = makeChainScreen()
    window.press("tab left")
    XCTAssertEqual(
      window.statusRow,
      "left: details › view › screen › window › application › report · nobody took it")
    XCTAssertEqual(window.send(.character("x")), .ignored)
    XCTAssertEqual(
      window.statusRow,
      "x: details › view › screen › window › application › report · nobody took it")
    XCTAssertEqual(window.send(.click(Point(x: 2, y: 21))), .ignored, "a click on no view")
    XCTAssertTrue(
      window.statusRow.hasPrefix(
        "click:2,21: details › view › screen › window › application › report · nobody"),
      "a click no view used goes along the chain like a key: \(window.statusRow)")
  }
}
