import ExerciseSupport
import Interpreter
import XCTest

/// A search that cannot be read is refused with a message naming the column and the
/// character at fault, never a crash, whatever was typed.
final class QueryErrorTests: XCTestCase {
  private func refusal(_ text: String) -> String {
    do {
      let search = try QueryParser.parse(text)
      return "read as \(search.queryText)"
    } catch {
      return "\(error)"
    }
  }

  func testEachMistakeIsNamedWithItsColumnAndCharacter() {
    let expected = [
      #"bowie""#: #"at 6, “"”: the phrase is never closed"#,
      #"a """#: #"at 3, “"”: the phrase is empty"#,
      "a )": "at 3, “)”: no “(” before it to close",
      "(a b": "at 1, “(”: it is never closed",
      "a (b | (c)": "at 3, “(”: it is never closed",
      "a ( )": "at 5, “)”: nothing between it and its “(”",
      "| a": "at 1, “|”: a choice must come before it",
      "a |": "at 3, “|”: a choice must follow it",
      "a | | b": "at 3, “|”: a choice must follow it",
      "(a |)": "at 4, “|”: a choice must follow it",
      "- live": "at 1, “-”: something to leave out must follow it, with no space",
      "a -": "at 3, “-”: something to leave out must follow it, with no space",
      "(-)": "at 2, “-”: something to leave out must follow it, with no space",
      "label:emi": "at 1, “l”: no field “label”: the fields are artist, title, genre and year",
      ":emi": "at 1, “:”: a field's name must come before it",
      "a artist:": "at 9, “:”: artist needs something to look for",
      #"artist: "x""#: "at 7, “:”: artist needs something to look for",
      "year>": "at 5, “>”: a year must follow it",
      "year<=": "at 6, “=”: a year must follow it",
      "year>19x5": "at 8, “x”: a year is written in the digits 0 to 9",
      "year=>1975": "at 6, “>”: a year is written in the digits 0 to 9",
      "year>1234567890": "at 6, “1”: a year of at most 9 digits",
      "a -| b": "at 3, “-”: something to leave out must follow it, with no space",
      #""hunky dory"#: #"at 1, “"”: the phrase is never closed"#,
      "year>0000000001": "at 6, “0”: a year of at most 9 digits",
      "year>5\u{301}": "at 6, “5\u{301}”: a year is written in the digits 0 to 9",
      "a\u{7}b": "at 2, U+0007: not something to search for",
      "\"a\nb\"": "at 3, U+000A: not something to search for",
      "\"a\u{2028}b\"": "at 3, U+2028: not something to search for",
    ]
    for (text, message) in expected {
      XCTAssertEqual(refusal(text), message, String(reflecting: text))
    }
  }

  /// A few thousand searches typed at random from the characters the grammar gives a
  /// meaning and a few it refuses: each reads (and then reads back as the same tree) or
  /// is refused naming a column inside the text and the character standing there.
  func testAnyTextReadsOrIsRefusedNamingAColumnAndTheCharacterThere() throws {
    let character = Generators.element(
      of: Array(#"ab 190:<>=-|()"year\#u{7}\#n\#t\#u{A0}É"#))
    let texts = Generators.array(of: character, length: 0...24).map { String($0) }
    try forAll(texts, runs: 5_000) { text in
      let characters = Array(text)
      let search: any AlbumQuery
      do {
        search = try QueryParser.parse(text)
      } catch let error as QueryError {
        try expect(
          (1...characters.count).contains(error.column), "column \(error.column) in \(text)")
        try expectEqual(error.character, characters[error.column - 1], "the character named")
        return
      }
      do {
        let again = try QueryParser.parse(search.queryText)
        try expectEqual(treeDescription(again), treeDescription(search), "read back")
      } catch {
        throw CheckFailure("\(String(reflecting: search.queryText)), read back: \(error)")
      }
    }
  }
}
