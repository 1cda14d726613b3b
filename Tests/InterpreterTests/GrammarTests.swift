import ExerciseSupport
import Interpreter
import MVC
import Singleton
import XCTest

/// The grammar as the chapter writes it: each rule makes its expression, `-` binds
/// tighter than the space and the space tighter than `|`, and a search of any shape
/// reads as the tree it was typed as.
final class GrammarTests: XCTestCase {
  private func tree(_ text: String) throws -> String {
    treeDescription(try QueryParser.parse(text))
  }

  func testEachRuleMakesItsExpression() throws {
    XCTAssertEqual(try tree("bowie"), #"Words(text: "bowie")"#)
    XCTAssertEqual(try tree(#""hunky dory""#), #"Words(text: "hunky dory")"#)
    XCTAssertEqual(try tree("artist:bowie"), #"FieldContains(field: artist, text: "bowie")"#)
    XCTAssertEqual(
      try tree(#"Title:"hunky dory""#), #"FieldContains(field: title, text: "hunky dory")"#)
    XCTAssertEqual(try tree("genre:Pop"), #"FieldContains(field: genre, text: "Pop")"#)
    XCTAssertEqual(try tree("year:19"), #"FieldContains(field: year, text: "19")"#)
    for (sign, name) in QueryShape.comparisonNames {
      XCTAssertEqual(
        try tree("YEAR\(sign)1975"), "YearComparison(comparison: \(name), year: 1975)", sign)
    }
    XCTAssertEqual(try tree("-live"), #"Not(excluded: Words(text: "live"))"#)
    XCTAssertEqual(try tree("--live"), #"Not(excluded: Not(excluded: Words(text: "live")))"#)
    XCTAssertEqual(try tree("a b"), #"AllOf(parts: [Words(text: "a"), Words(text: "b")])"#)
    XCTAssertEqual(try tree("a | b"), #"AnyOf(choices: [Words(text: "a"), Words(text: "b")])"#)
    XCTAssertEqual(try tree("(a)"), #"Words(text: "a")"#, "parentheses around one term add nothing")
    XCTAssertEqual(try tree("year"), #"Words(text: "year")"#, "year alone is a word")
    XCTAssertEqual(try tree("a-b"), #"Words(text: "a-b")"#, "a dash inside a word is the word's")
    XCTAssertEqual(
      try tree("title:a:b"), #"FieldContains(field: title, text: "a:b")"#,
      "the first colon names the field")
    for gap in ["\u{00A0}", "\r\n", "\u{2028}", "\t"] {
      XCTAssertEqual(
        try tree("a\(gap)b"), #"AllOf(parts: [Words(text: "a"), Words(text: "b")])"#,
        "any whitespace separates: \(String(reflecting: gap))")
    }
  }

  func testTheEmptySearchFindsEveryAlbum() throws {
    for text in ["", " ", "\t \n"] {
      let search = try QueryParser.parse(text)
      XCTAssertEqual(treeDescription(search), "AllOf(parts: [])")
      XCTAssertEqual(search.queryText, "")
      for album in PersistencyManager.tutorialAlbums {
        XCTAssertTrue(search.matches(album), album.title)
      }
    }
  }

  func testADashBindsTighterThanASpaceAndASpaceTighterThanABar() throws {
    XCTAssertEqual(
      try tree("-live bowie | queen"),
      #"AnyOf(choices: [AllOf(parts: [Not(excluded: Words(text: "live")), Words(text: "bowie")]), Words(text: "queen")])"#
    )
    XCTAssertEqual(
      try tree("a | b c | -d"),
      #"AnyOf(choices: [Words(text: "a"), AllOf(parts: [Words(text: "b"), Words(text: "c")]), Not(excluded: Words(text: "d"))])"#
    )
    XCTAssertEqual(
      try tree("-(a | b) c"),
      #"AllOf(parts: [Not(excluded: AnyOf(choices: [Words(text: "a"), Words(text: "b")])), Words(text: "c")])"#
    )
    XCTAssertEqual(
      try tree("a (b | c)"),
      #"AllOf(parts: [Words(text: "a"), AnyOf(choices: [Words(text: "b"), Words(text: "c")])])"#)
    XCTAssertEqual(
      try tree("(a b) c"),
      #"AllOf(parts: [AllOf(parts: [Words(text: "a"), Words(text: "b")]), Words(text: "c")])"#,
      "parentheses keep their group")
  }

  /// Any search, typed with every combination in parentheses and any spacing, reads as
  /// the tree it was typed as.
  func testASearchOfAnyShapeReadsAsTheTreeItWasTypedAs() throws {
    let cases = QueryGenerators.shape().flatMap { shape in
      QueryGenerators.gap.map { (shape, $0) }
    }
    try forAll(cases, runs: 1_000) { shape, gap in
      let typed = shape.typed(gap: gap)
      let parsed = try QueryParser.parse(typed)
      let expected = shape.expectedTree
      try expectEqual(treeDescription(parsed), expected, "the tree of \(typed)")
    }
  }
}
