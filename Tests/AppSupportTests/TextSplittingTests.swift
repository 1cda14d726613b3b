import AppSupport
import Foundation
import WorkbookTestSupport
import XCTest

/// The platform's two text splitters, which importers build on: a CSV line into its
/// fields, a JSON list into its elements with their lines. Each is checked over
/// generated texts, written by writers here that share no code with the splitters.
final class TextSplittingTests: XCTestCase {
  private let fieldText = Generators.element(of: [
    "", "a", "Low", "a,b", "\"", "say \"hi\"", " blank ", "東京", "é", "\t", ",,", "x\"y",
  ])

  /// Any text between any blanks and line breaks comes back without them, its own
  /// blanks inside kept; a blank carrying a combining mark goes whole.
  func testTrimmingDropsTheBlanksAtEitherEndAndOnlyThose() {
    let blanks = Generators.array(
      of: Generators.element(of: [" ", "\t", "\n", "\r\n", "\r", "\u{00A0}", "\u{3000}"]),
      length: 0...3
    ).map { $0.joined() }
    let inner = Generators.element(of: ["a", "é", "e\u{301}", "東京", "x y", "a\n\nb", "", "1971"])
    assertForAll(Generators.zip(Generators.zip(blanks, inner), blanks), runs: 300) {
      (pair, after) in
      let (before, text) = pair
      try expectEqual((before + text + after).trimmed, text, before + text + after)
      try expectEqual((before + text + after)[...].trimmed, text, "a substring")
    }
    XCTAssertEqual(" \u{301}x \u{00A0}".trimmed, "x", "the mark goes with its blank")
  }

  /// Any fields, quoted as RFC 4180 writes them whenever they need it (or always),
  /// come back as they were.
  func testAnyFieldsWrittenAsCSVComeBackAsTheyWere() {
    let line = Generators.array(of: fieldText, length: 1...6).flatMap { fields in
      Generators.bool.map { (fields, $0) }
    }
    assertForAll(line, runs: 500) { (fields, quoteAll) in
      let written = fields.map { field in
        let needs =
          quoteAll || field.contains(",") || field.contains("\"")
          || field.first?.isWhitespace == true
        return needs ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
      }.joined(separator: ",")
      try expectEqual(try CSVLine.fields(of: written), fields, written)
    }
  }

  func testARefusedCSVLineSaysTheColumn() {
    let cases: [(String, String)] = [
      ("a,\"b", "column 3: the quote opened here is never closed"),
      ("\"a\"b,c", "column 4: a comma must follow the quoted field's closing quote"),
      ("x,  \"open", "column 5: the quote opened here is never closed"),
    ]
    for (line, message) in cases {
      XCTAssertThrowsError(try CSVLine.fields(of: line)) {
        XCTAssertEqual("\($0)", message, line)
        XCTAssertEqual(($0 as? TextProblem)?.line, 1, "one line: its first")
      }
    }
    XCTAssertEqual(try CSVLine.fields(of: "\"a\"  ,b"), ["a", "b"], "blanks may follow a quote")
    XCTAssertEqual(try CSVLine.fields(of: "\"a\"\t,b"), ["a", "b"], "a tab too")
    XCTAssertEqual(try CSVLine.fields(of: "a\"b\",c"), ["a\"b\"", "c"], "a quote inside is text")
  }

  /// Any list, its elements encoded alone and any blanks and line breaks put between
  /// the tokens, is cut into those elements, each with the line it starts on.
  func testAnyJSONListIsCutIntoItsElementsWithTheirLines() {
    let element = Generators.element(of: [
      #"1"#, #""a,b""#, #"{"k": [1, {"x": "]"}]}"#, #"[]"#, #""\"q\\""#, "{\n\"n\":\n2}", #"null"#,
    ])
    let gap = Generators.element(of: ["", " ", "\n", "\r\n", "\n \t"])
    let list = Generators.array(of: element, length: 0...6).flatMap { elements in
      Generators.array(of: gap, length: 8...8).map { (elements, $0) }
    }
    assertForAll(list, runs: 500) { (elements, gaps) in
      var text = gaps[0] + "[" + gaps[1]
      var expected: [String] = []
      for (offset, element) in elements.enumerated() {
        if offset > 0 { text += gaps[2] + "," + gaps[3] }
        expected.append("\(text.filter(\.isNewline).count + 1): \(element)")
        text += element
      }
      text += gaps[4] + "]" + gaps[5]
      let cut = try JSONListElements.of(text).map { "\($0.line): \($0.text)" }
      try expectEqual(cut, expected, text)
    }
  }

  func testARefusedJSONListSaysTheLine() {
    let cases: [(String, TextProblem)] = [
      (
        "\n{}",
        TextProblem(line: 2, problem: "a JSON list starts with “[”, and this starts with “{”")
      ),
      ("[1,\n]", TextProblem(line: 2, problem: "an element of the list is missing")),
      ("[\n1", TextProblem(line: 1, problem: "the list opened here is never closed")),
      ("[1]\n2", TextProblem(line: 2, problem: "text follows the end of the list")),
      ("[\n\"a\n", TextProblem(line: 2, problem: "a string opened here is never closed")),
      ("[1,\n}]", TextProblem(line: 2, problem: "a “}” closes nothing")),
      ("[}{]", TextProblem(line: 1, problem: "a “}” closes nothing")),
      ("[", TextProblem(line: 1, problem: "the list opened here is never closed")),
      ("[\"a\\", TextProblem(line: 1, problem: "a string opened here is never closed")),
      ("\n[ \n", TextProblem(line: 2, problem: "the list opened here is never closed")),
    ]
    for (text, problem) in cases {
      XCTAssertThrowsError(try JSONListElements.of(text)) {
        XCTAssertEqual($0 as? TextProblem, problem, text)
      }
    }
    XCTAssertEqual(try JSONListElements.of(" \n ").count, 0, "blanks: no elements")
    // Only JSON's blanks are blanks, and only \n, \r and \r\n break a line: a no-break
    // space before the list is no list, and a line separator inside a string moves no
    // line.
    XCTAssertThrowsError(try JSONListElements.of("\u{A0}[1]"))
    XCTAssertEqual(
      try JSONListElements.of("[\"a\u{2028}b\",\n2,\r3,\r\n4]").map(\.line), [1, 2, 3, 4])
    XCTAssertEqual(try JSONListElements.of("[ ]").count, 0)
  }
}
