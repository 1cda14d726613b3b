import ChainOfResponsibility
import TerminalKit
import XCTest

/// The chain runs in UIKit's order: a view, its superviews (a controller's root view
/// going to its controller, a controller to its view's superview), the root controller,
/// the window, the application, the application's delegate.
@MainActor
final class ResponderOrderTests: XCTestCase {
  func testTheChainRunsUpTheViewsThroughTheirControllersToTheApplication() async {
    let root = ViewController()
    let window = Window(rootViewController: root, size: Size(width: 80, height: 24))
    let container = View()
    let leaf = View()
    let child = ViewController()
    let inChild = View()
    root.view.addSubview(container)
    container.addSubview(leaf)
    container.addSubview(child.view)
    child.view.addSubview(inChild)

    assertChain(leaf, is: [leaf, container, root.view, root, window, window.application])
    assertChain(
      inChild,
      is: [inChild, child.view, child, container, root.view, root, window, window.application],
      "a controller's root view goes to its controller, the controller to the view's superview"
    )
    let delegate = Responder()
    window.application.delegate = delegate
    XCTAssertTrue(leaf.responderChain.last === delegate, "the application's delegate ends it")

    let strayView = View()
    window.application.delegate = strayView
    XCTAssertTrue(
      leaf.responderChain.last === window.application, "a view as delegate is not a link")
    let strayController = ViewController()
    window.application.delegate = strayController
    XCTAssertTrue(
      leaf.responderChain.last === window.application, "nor is a view controller")
  }

  func testTheScreensChainRunsFromTheFocusedPanelToTheReport() async {
    let (controller, window) = makeChainScreen()
    XCTAssertTrue(controller.coversPanel.isFirstResponder, "the covers have the focus at first")
    assertChain(
      controller.coversPanel,
      is: [
        controller.coversPanel, controller.view, controller, window, window.application,
        controller.report,
      ])
    XCTAssertEqual(
      controller.detailsPanel.responderChain.map(\.responderName),
      ["details", "View", "screen", "Window", "application", "report"])
  }

  private func assertChain(
    _ first: Responder, is expected: [Responder], _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let chain = first.responderChain
    XCTAssertEqual(
      chain.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init),
      "\(chain.map(\.responderName)) \(message)", file: file, line: line)
  }
}
