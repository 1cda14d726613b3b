import WorkbookTestSupport
import XCTest

/// No cycle can be written: a shelf is a value, not an object with an identity that
/// another shelf could point back to, and its items change only through its methods.
final class ShelfValueProbeTests: XCTestCase {
  func testAShelfIsAValueWhoseItemsChangeOnlyThroughItsMethods() throws {
    try assertProbe(
      """
      import Composite

      func tryToShareOrBypass(_ shelf: inout Shelf, _ other: Shelf) {
        _ = shelf === other  // expected-error 2 {{argument type 'Shelf' expected to be an instance of a class or class-constrained type}}
        shelf.items = []  // expected-error {{cannot assign to property: 'items' setter is inaccessible}}
        shelf.append(other)
      }
      """)
  }
}
