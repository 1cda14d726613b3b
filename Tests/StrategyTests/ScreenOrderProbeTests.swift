import Command
import WorkbookTestSupport
import XCTest

/// Outside the module the screen's order can be read but not switched on, and neither
/// the order nor the arrangement can be changed behind the screen's back.
final class ScreenOrderProbeTests: XCTestCase {
  func testTheScreensOrderCannotBeSwitchedOnNorChangedFromOutside() throws {
    try assertProbe(
      """
      import Command
      import Strategy

      @MainActor
      func inspect(_ screen: Strategy.LibraryViewController) {
        _ = screen.orders.current.name + screen.arrangement.albums.description
        switch screen.orders.current {
        case .byYear: break  // expected-error {{type 'any AlbumOrder' has no member 'byYear'}}
        default: break
        }
        screen.orders.advance()  // expected-error {{cannot use mutating member on immutable value: 'orders' setter is inaccessible}}
        screen.arrangement = AlbumArrangement(of: [], in: AlbumOrders.byTitle)  // expected-error {{cannot assign to property: 'arrangement' is a get-only property}}
      }
      """)
  }
}
