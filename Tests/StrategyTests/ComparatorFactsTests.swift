import WorkbookTestSupport
import XCTest

/// Two rules of Swift that shaped `AlbumOrder`, checked against the compiler: a list of
/// Foundation comparators of different types cannot be handed to `sorted(using:)`, and
/// a closure kept in a `Sendable` value must itself be `@Sendable`.
final class ComparatorFactsTests: XCTestCase {
  func testComparatorsOfDifferentTypesCannotBeSortedWithAndAKeptClosureMustBeSendable() throws {
    try assertProbe(
      """
      import Foundation
      import MVC

      func sort(_ albums: [Album]) {
        _ = albums.sorted(using: [KeyPathComparator(\\Album.artist), KeyPathComparator(\\Album.title)])
        let mixed: [any SortComparator<Album>] = [KeyPathComparator(\\Album.title)]
        _ = albums.sorted(using: mixed)  // expected-error {{type 'any SortComparator<Album>' cannot conform to 'SortComparator'}} expected-note {{only concrete types such as structs, enums and classes can conform to protocols}} expected-note {{required by instance method 'sorted(using:)' where 'Comparator' = 'any SortComparator<Album>'}}
      }

      struct KeptClosure: Sendable {
        let comesFirst: (Album, Album) -> Bool  // expected-error {{stored property 'comesFirst' of 'Sendable'-conforming struct 'KeptClosure' has non-Sendable type '(Album, Album) -> Bool'}} expected-note {{a function type must be marked '@Sendable' to conform to 'Sendable'}}
      }

      struct KeptSendableClosure: Sendable {
        let comesFirst: @Sendable (Album, Album) -> Bool
      }
      """)
  }
}
