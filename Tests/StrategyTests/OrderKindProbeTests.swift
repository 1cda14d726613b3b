import WorkbookTestSupport
import XCTest

/// Nobody outside an order's file can ask which order they hold: there are no cases to
/// switch over, and the orders' types cannot be named to cast to.
final class OrderKindProbeTests: XCTestCase {
  func testAnOrdersKindCannotBeSwitchedOnNorCastTo() throws {
    try assertProbe(
      """
      import Strategy

      func kind(of order: any AlbumOrder) -> String {
        switch order {
        case .byTitle: return "title"  // expected-error {{type 'any AlbumOrder' has no member 'byTitle'}}
        default: return "other"
        }
      }

      func isByTitle(_ order: any AlbumOrder) -> Bool {
        order is TitleOrder  // expected-error {{cannot find type 'TitleOrder' in scope}}
      }

      func isByYear(_ order: any AlbumOrder) -> Bool {
        order is Strategy.YearOrder  // expected-error {{no type named 'YearOrder' in module 'Strategy'}}
      }
      """)
  }
}
