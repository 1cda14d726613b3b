import WorkbookTestSupport
import XCTest

/// What the compiler holds visitors and items to: a new operation needs no line in any
/// item's type; a visitor must answer every kind of item, or it does not compile; and a
/// kind of item must say how it is visited, by a method a visitor has, or it does not
/// compile either.
final class VisitorProbeTests: XCTestCase {
  func testANewOperationCompilesWithoutTouchingAnyItemsType() throws {
    try assertProbe(
      """
      import Composite
      import MVC

      struct ShelfCount: LibraryVisitor {
        var shelves = 0
        mutating func visit(_ album: Album) {}
        mutating func visit(_ shelf: Shelf) {
          shelves += 1
          for item in shelf.items { item.accept(&self) }
        }
      }

      func count(_ item: any LibraryItem) -> Int {
        var visitor = ShelfCount()
        item.accept(&visitor)
        return visitor.shelves
      }
      """)
  }

  func testAVisitorThatDoesNotAnswerEveryKindOfItemDoesNotCompile() throws {
    try assertProbe(
      """
      import Composite
      import MVC

      struct AlbumsOnly: LibraryVisitor {  // expected-error {{type 'AlbumsOnly' does not conform to protocol 'LibraryVisitor'}} expected-note {{add stubs for conformance}}
        var count = 0
        mutating func visit(_ album: Album) { count += 1 }  // expected-note {{candidate has non-matching type '(Album) -> ()'}}
      }

      struct ShelvesOnly: LibraryVisitor {  // expected-error {{type 'ShelvesOnly' does not conform to protocol 'LibraryVisitor'}} expected-note {{add stubs for conformance}}
        var count = 0
        mutating func visit(_ shelf: Shelf) { count += 1 }  // expected-note {{candidate has non-matching type '(Shelf) -> ()'}}
      }
      """)
  }

  func testAKindOfItemNoVisitorHasAMethodForDoesNotCompile() throws {
    try assertProbe(
      """
      import Composite
      import MVC

      struct Cassette: LibraryItem {
        let title = "Tape"
        var albumCount: Int { 0 }
        var genres: Set<String> { [] }
        var albums: [Album] { [] }
        var items: [any LibraryItem] { [] }
        func accept<V: LibraryVisitor>(_ visitor: inout V) {
          visitor.visit(self)  // expected-error {{no exact matches in call to instance method 'visit'}}
        }
      }

      struct Unsaid: LibraryItem {  // expected-error {{type 'Unsaid' does not conform to protocol 'LibraryItem'}} expected-note {{add stubs for conformance}}
        let title = "Unsaid"
        var albumCount: Int { 0 }
        var genres: Set<String> { [] }
        var albums: [Album] { [] }
        var items: [any LibraryItem] { [] }
      }
      """)
  }

  /// Swift picks an overload from the type the compiler sees, never from the value a
  /// variable holds when the program runs: the reason `accept` exists.
  func testAVisitorCannotBeHandedAnItemWhoseKindIsKnownOnlyWhenTheProgramRuns() throws {
    try assertProbe(
      """
      import Composite
      import MVC

      func tally<V: LibraryVisitor>(_ item: any LibraryItem, _ album: Album, into visitor: inout V) {
        visitor.visit(album)
        visitor.visit(item)  // expected-error {{no exact matches in call to instance method 'visit'}}
        item.accept(&visitor)
      }
      """)
  }
}
