import Adapter
import ChainOfResponsibility
import Facade
import TerminalKit
import XCTest

/// Tab moves the focus, the ring with it, and keys reach the focused panel's content;
/// the toolbar's keys (the window's) and `q` work whatever has the focus.
@MainActor
final class FocusTests: XCTestCase {
  func testTabMovesTheFocusAndTheRingGoesWithIt() async {
    let (controller, window) = makeChainScreen()
    XCTAssertTrue(controller.coversPanel.isFirstResponder)
    XCTAssertEqual(ringRows(window), [1, 13], "the ring around the covers")

    window.press("tab")
    XCTAssertTrue(controller.detailsPanel.isFirstResponder)
    XCTAssertFalse(controller.coversPanel.isFirstResponder)
    XCTAssertEqual(ringRows(window), [13, 18], "the ring around the details")
    XCTAssertEqual(window.statusRow, "Focus: details · ↑/↓ rows · Enter chooses · Tab moves on")

    window.press("tab")
    XCTAssertTrue(controller.coversPanel.isFirstResponder, "Tab goes round")
    XCTAssertEqual(ringRows(window), [1, 13])
  }

  func testKeysReachTheFocusedPanelOnly() async {
    let (controller, window) = makeChainScreen()
    XCTAssertEqual(window.send(.right), .handled, "→ taken by the covers")
    window.press("down")
    XCTAssertEqual(controller.scroller.centredIndex, 1, "→ moved the covers")
    XCTAssertNil(controller.dataTable.highlightedRow, "↓ is not the covers'")
    XCTAssertTrue(window.statusRow.hasPrefix("down: covers › view"), window.statusRow)

    window.press("tab")
    XCTAssertEqual(window.send(.down), .handled, "↓ taken by the details")
    window.press("right")
    XCTAssertEqual(controller.dataTable.highlightedRow, 0, "↓ reached the table")
    XCTAssertEqual(controller.scroller.centredIndex, 1, "→ is not the details'")
    XCTAssertTrue(window.statusRow.hasPrefix("right: details › view"), window.statusRow)
  }

  func testTheToolbarsKeysAndQuitWorkWhateverHasTheFocus() async {
    let (controller, window) = makeChainScreen()
    window.press("tab d")
    XCTAssertEqual(controller.browser.albums.count, 4, "d reached the window's toolbar")
    window.press("tab u")
    XCTAssertEqual(controller.browser.albums.count, 5, "u too, from the covers")
    XCTAssertEqual(window.send(.character("q")), .quit)
  }

  /// The rows of the screen where a ring's top and bottom edges are drawn.
  /// With the focus on none of the panels (a field of the screen's own has it), Tab
  /// gives it to the first panel of the ring.
  func testTabWithNoPanelFocusedFocusesTheFirstPanel() async {
    let (controller, window) = makeChainScreen()
    let field = FocusableView()
    controller.view.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    window.press("tab")
    XCTAssertEqual(field.offered, [.tab], "the field let Tab go on")
    XCTAssertTrue(controller.coversPanel.isFirstResponder, "the first panel")
  }

  /// The ring is drawn in yellow, and the strip stands inside it, one cell in, as wide
  /// as the screen less the ring, at every size.
  func testTheRingIsYellowAndTheStripStandsInsideIt() async throws {
    let (controller, window) = makeChainScreen()
    let canvas = window.render()
    let corner = try XCTUnwrap(canvas.firstPoint(of: "┌"))
    XCTAssertEqual(canvas[corner.x, corner.y].style.foreground, .yellow)
    for size in [Window.minimumSize, Size(width: 80, height: 24), Size(width: 120, height: 40)] {
      window.size = size
      _ = window.render()
      let panel = controller.coversPanel.frame
      let strip = controller.scroller.frame
      XCTAssertEqual(strip.minX, 1, "at \(size)")
      XCTAssertEqual(strip.minY, 1, "at \(size)")
      XCTAssertEqual(strip.width, panel.width - 2, "at \(size)")
      XCTAssertEqual(strip.height, panel.height - 2, "at \(size)")
      XCTAssertEqual(
        controller.scroller.visibleIndices.isEmpty, false, "the strip shows covers at \(size)")
    }
  }

  private func ringRows(_ window: Window) -> [Int] {
    window.rows().enumerated().filter { $0.element.hasPrefix("┌") || $0.element.hasPrefix("└") }
      .map(\.offset)
  }
}
