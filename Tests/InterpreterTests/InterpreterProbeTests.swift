import WorkbookTestSupport
import XCTest

/// What the compiler holds the search's types to: a new rule is one new type, combined
/// with the others and no line of theirs touched; a rule that cannot answer both
/// questions is no expression; a parsed tree cannot be changed; and a failed parse can
/// only be a `QueryError`.
final class InterpreterProbeTests: XCTestCase {
  func testANewRuleIsOneTypeThatCombinesWithTheOthersUntouched() throws {
    try assertProbe(
      """
      import Interpreter
      import MVC

      struct Undated: AlbumQuery {
        func matches(_ album: Album) -> Bool { Int(album.year) == nil }
        var queryText: String { "year:?" }
      }

      let search: any AlbumQuery = AnyOf([Not(Undated()), AllOf([Undated(), Words("live")])])
      """)
  }

  func testARuleThatCannotAnswerBothQuestionsIsNoExpression() throws {
    try assertProbe(
      """
      import Interpreter
      import MVC

      struct Silent: AlbumQuery {  // expected-error {{type 'Silent' does not conform to protocol 'AlbumQuery'}} expected-note {{add stubs for conformance}}
        func matches(_ album: Album) -> Bool { true }
      }

      struct Unasked: AlbumQuery {  // expected-error {{type 'Unasked' does not conform to protocol 'AlbumQuery'}} expected-note {{add stubs for conformance}}
        var queryText: String { "" }
      }
      """)
  }

  func testAParsedTreeCannotBeChanged() throws {
    try assertProbe(
      """
      import Interpreter

      func widen(_ search: AllOf, _ words: Words) {
        var search = search
        search.parts.append(words)  // expected-error {{cannot use mutating member on immutable value: 'parts' is a 'let' constant}}
        var words = words
        words.text = "live"  // expected-error {{cannot assign to property: 'text' is a 'let' constant}}
      }
      """)
  }

  func testAFailedParseCanOnlyBeAQueryError() throws {
    try assertProbe(
      """
      import Interpreter

      func reason(_ text: String) -> QueryError? {
        do {
          _ = try QueryParser.parse(text)
          return nil
        } catch {
          return error  // a QueryError, with no cast: the function throws only that
        }
      }
      """)
  }
}
