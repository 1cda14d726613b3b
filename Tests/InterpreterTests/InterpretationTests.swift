import ExerciseSupport
import Interpreter
import MVC
import XCTest

/// A parsed search, asked about albums, finds exactly the albums the plain reference
/// finds, whatever its shape and whatever the albums; and the search as understood,
/// typed again, is the same tree.
final class InterpretationTests: XCTestCase {
  private func album(_ fields: ExerciseSupport.AlbumFields) -> Album {
    Album(
      title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "",
      year: fields.year)
  }

  /// Every search of any shape, over every album of a generated library (shared names,
  /// accents, other cases, odd years): found exactly when the reference finds it.
  func testAnySearchFindsExactlyTheAlbumsTheReferenceFinds() throws {
    let cases = QueryGenerators.shape().flatMap { shape in
      Generators.albums(count: 1...12).map { (shape, $0) }
    }
    try forAll(cases, runs: 1_000) { shape, albums in
      let search = try QueryParser.parse(shape.typed())
      for fields in albums {
        try expectEqual(
          search.matches(album(fields)), shape.finds(fields), "\(shape) finds \(fields)")
      }
    }
  }

  func testFieldsAreSearchedIgnoringCaseAndAccents() throws {
    let seventies = album(
      ExerciseSupport.AlbumFields(
        title: "Hunky Dory", artist: "David Bowie", genre: "Pop", year: "1971"))
    let found = { (text: String) in try QueryParser.parse(text).matches(seventies) }
    XCTAssertTrue(try found("BOWIE"))
    XCTAssertTrue(try found("artist:bowíe"))
    XCTAssertFalse(try found("title:bowie"), "the artist is not the title")
    XCTAssertTrue(try found(#""hunky dory""#))
    XCTAssertTrue(try found("hunky dory"))
    XCTAssertFalse(try found(#""dory hunky""#), "a phrase keeps its order")
    XCTAssertTrue(try found("1971"), "a word is looked for in the year too")
    XCTAssertTrue(try found("year>=1971 year<=1971 year=1971 -year<1971 -year>1971"))
    XCTAssertFalse(try found("-bowie"))
    XCTAssertTrue(try found("queen | bowie"))
    XCTAssertFalse(try found("queen | -bowie"))
  }

  func testAnAlbumWhoseYearIsNoNumberIsFoundByNoComparison() throws {
    let undated = album(
      ExerciseSupport.AlbumFields(title: "T", artist: "A", genre: "G", year: "19xx"))
    for sign in QueryShape.comparisonNames.keys {
      XCTAssertFalse(try QueryParser.parse("year\(sign)1900").matches(undated), sign)
      XCTAssertTrue(try QueryParser.parse("-year\(sign)1900").matches(undated), sign)
    }
    XCTAssertTrue(try QueryParser.parse("year:19").matches(undated), "year: looks in the text")
  }

  /// The search as understood (`queryText`), typed again, reads as the same tree; and
  /// writing that tree again gives the same text.
  func testTheSearchAsUnderstoodReadsBackAsTheSameTree() throws {
    let cases = QueryGenerators.shape().flatMap { shape in
      QueryGenerators.gap.map { (shape, $0) }
    }
    try forAll(cases, runs: 1_000) { shape, gap in
      let first = try QueryParser.parse(shape.typed(gap: gap))
      let again = try QueryParser.parse(first.queryText)
      try expectEqual(
        treeDescription(again), treeDescription(first), "\(first.queryText) read again")
      try expectEqual(again.queryText, first.queryText, "written again")
    }
  }

  /// The search as understood is written with the parentheses the grammar needs and no
  /// others, fields in lower case, years as numbers, quotes only where needed.
  func testTheSearchAsUnderstoodIsWrittenWithNoNeedlessParentheses() throws {
    let written = [
      "a b | c": "a b | c", "((a))": "a", "(a | b) c": "(a | b) c", "-(a b) | c": "-(a b) | c",
      "a | (b | c)": "a | (b | c)", "(a b) c": "(a b) c", "-(a)": "-a", "(a) | (b)": "a | b",
      "ARTIST:x": "artist:x", "year>=01975": "year>=1975", #""x""#: "x", #""a b""#: #""a b""#,
      "(-a | b)  -c": "(-a | b) -c", #"title:"a:b""#: #"title:"a:b""#,
    ]
    for (typed, understood) in written {
      XCTAssertEqual(try QueryParser.parse(typed).queryText, understood, typed)
    }
  }

  /// Trees built by hand, as no typed search would group them (a run inside a run, an
  /// alternative inside an alternative, texts only quotes can hold): written and read
  /// back, each is the same tree.
  func testTreesBuiltByHandReadBackAsThemselves() throws {
    let trees: [any AlbumQuery] = [
      AllOf([AllOf([Words("a"), Words("b")]), Words("c")]),
      AnyOf([AnyOf([Words("a"), Words("b")]), Words("c")]),
      Not(AllOf([Words("a"), Words("b")])),
      Not(AnyOf([Words("a"), Not(Words("b"))])),
      AnyOf([AllOf([Words("a"), Words("b")]), Words("c")]),
      AllOf([AnyOf([Words("a"), Words("b")]), Words("c")]),
      Words("-a"), Words("a b"), Words("a:b"), Words("year>1"), Words("YEAR=2"), Words("(x)"),
      Words("year<1"), Words("yEaR>=3"),
      Words("a|b"), Words("x<y"), Words("no\u{00A0}break"), FieldContains(.artist, "-x"),
      FieldContains(.title, "a:b"), FieldContains(.genre, " "), YearComparison(.atMost, 0),
    ]
    for tree in trees {
      let text = tree.queryText
      let again = try QueryParser.parse(text)
      XCTAssertEqual(treeDescription(again), treeDescription(tree), text)
    }
  }
}
