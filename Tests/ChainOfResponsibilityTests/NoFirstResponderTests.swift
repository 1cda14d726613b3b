import TerminalKit
import XCTest

/// The screens of chapters 1 to 10 and 12 make no responder first: their window sends
/// a key to the toolbar, then to the root controller, as it did before the chain.
@MainActor
final class NoFirstResponderTests: XCTestCase {
  private final class KeyTakingController: ViewController {
    private(set) var heard: [Key] = []
    override func handleKey(_ key: Key) -> Bool {
      heard.append(key)
      return key != .escape
    }
  }

  func testAWindowWithNoFirstResponderSendsKeysAsBefore() async {
    let controller = KeyTakingController()
    var pressed = 0
    controller.toolbarItems = [
      BarButtonItem(title: "Delete", key: "d", target: controller) { _ in pressed += 1 }
    ]
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))

    XCTAssertEqual(window.send(.character("d")), .handled)
    XCTAssertEqual(pressed, 1, "the toolbar first")
    XCTAssertEqual(controller.heard, [], "a key the toolbar took is not the controller's")
    XCTAssertEqual(window.send(.tab), .handled)
    XCTAssertEqual(window.send(.escape), .ignored)
    XCTAssertEqual(controller.heard, [.tab, .escape], "then the root controller")
    XCTAssertNil(window.firstResponder)
  }

  func testOnlyAResponderThatMayBeFirstBecomesFirst() async {
    let controller = ViewController()
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    let plain = View()
    controller.view.addSubview(plain)
    XCTAssertFalse(plain.becomeFirstResponder(), "a plain view may not")
    XCTAssertNil(window.firstResponder)
  }

  /// A focused view taken off the screen, though something still holds it, is first no
  /// more: the next key goes as with no first responder, not to a chain that ends at
  /// the view unheard.
  func testAFocusedViewThatLeavesTheWindowIsFirstNoMore() async {
    let controller = KeyTakingController()
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    let field = FocusableView()
    controller.view.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    field.removeFromSuperview()

    XCTAssertEqual(window.send(.tab), .handled)
    XCTAssertEqual(field.offered, [], "the view off the screen heard nothing")
    XCTAssertEqual(controller.heard, [.tab], "the root controller did")
    XCTAssertNil(window.firstResponder)
  }

  /// The focus and the application hold what they point at weakly, as a window's
  /// first responder does in UIKit's terms: a view is kept by its superview, the end of
  /// the chain by whoever made it.
  func testTheFocusAndTheApplicationKeepNothingAlive() async {
    let controller = ViewController()
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    weak var gone: FocusableView?
    weak var goneDelegate: Responder?
    do {
      let field = FocusableView()
      controller.view.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      let delegate = Responder()
      window.application.delegate = delegate
      field.removeFromSuperview()
      (gone, goneDelegate) = (field, delegate)
    }
    XCTAssertNil(gone, "the window kept a first responder no one else holds")
    XCTAssertNil(window.firstResponder)
    XCTAssertNil(goneDelegate, "the application kept a delegate no one else holds")
  }
}
