import Foundation
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// `mutants --generate` and `verify --generate`: what the operator set makes of Swift
/// text, and what it leaves alone; the reviewed equivalents and the kept results.
final class MutantGeneratorTests: XCTestCase {
  /// The edits the generator makes of `source`, as `operator: edit`.
  private func edits(_ source: String) -> [String] {
    MutantGenerator(file: "F.swift", text: source).mutants().map {
      "\($0.operation.rawValue): \($0.edit)"
    }
  }

  /// The whole text of each mutant of `source`.
  private func mutatedTexts(_ source: String) -> [String] {
    MutantGenerator(file: "F.swift", text: source).mutants().map {
      $0.applied(to: Array(source.utf8))
    }
  }

  func testCommentsStringsInterpolationsAttributesAndDirectivesAreLeftAlone() {
    let source = """
      // if a < b { x += 1 }
      /* a == b && c /* nested 1 */ */
      @available(macOS 15, *)
      #if DEBUG && false
      let text = "a < b \\(count + 1) == \\(flag ? 1 : 2)"
      let raw = #"x == "y" \\#(a - 1)"#
      let many = \"\"\"
        a + b == 2
        \"\"\"
      #endif
      """
    XCTAssertEqual(edits(source), [])
  }

  func testBinaryOperatorsNeedSpaceOnBothSidesSoGenericsAndOptionalsAreNoOperators() {
    XCTAssertEqual(
      edits("let a: Array<Int> = x!\nlet b = a < c && d != e\n"),
      ["boundary: `<` → `<=`", "logical: `&&` → `||`", "equality: `!=` → `==`"])
    XCTAssertEqual(edits("let s = \"a\" + name\nlet n = m + 1\n").first, "arithmetic: `+` → `-`")
    XCTAssertEqual(edits("let s = \"a\" + name\n"), [], "text joined by + is not arithmetic")
  }

  func testAPrefixNotIsDroppedAndAPostfixOneIsNot() {
    XCTAssertEqual(edits("let a = !done\n"), ["negation: deleted `!`"])
    XCTAssertEqual(edits("let a = x!.y\nlet b = try! f()\n"), [])
  }

  func testNumbersInTheirOwnBaseAndNeverATuplesElement() {
    XCTAssertEqual(
      edits("let a = 0x1B\nlet b = 1_000\nlet c = 1\nlet d = 0.5\nlet e = pair.0\n"),
      [
        "constant: `0x1B` → `0x1C`", "constant: `1_000` → `1001`", "constant: `1` → `0`",
        "constant: `0.5` → `1.5`",
      ])
    XCTAssertEqual(
      edits("let t = true\nlet s = x ?? \"\"\n"),
      [
        "constant: `true` → `false`", "constant: `\"\"` → `\"?\"`",
      ])
  }

  func testTransformsAreRemovedOrSwappedForTheirNeighbour() {
    XCTAssertEqual(
      edits("let a = list.sorted(by: <)\nlet b = list.first\nlet c = max(lo, hi)\n"),
      [
        "transform: deleted `.sorted(by: <)`", "transform: `first` → `last`",
        "transform: `max` → `min`", "arguments: `lo, hi` → `hi, lo`",
      ])
    XCTAssertEqual(edits("func min(_ a: Int) {}\n"), [], "a declaration is no call")
  }

  func testACallOrAnAssignmentIsDeletedWholeAndNothingElse() {
    let source = """
      func f() {
        let kept = 1
        view.reload(
          animated: true)
        count = 3
        return
      }
      """
    let deleted = edits(source).filter { $0.hasPrefix("statement") }
    XCTAssertEqual(
      deleted,
      ["statement: deleted `view.reload( animated: true)`", "statement: deleted `count = 3`"])
  }

  func testAConditionIsNegatedOnlyWhereItBindsNothing() {
    XCTAssertEqual(
      edits("if a {\n}\nguard b else { return }\nif let c = d {\n}\nif !e {\n}\n").filter {
        $0.hasPrefix("condition")
      }, ["condition: `a` → `!(a)`", "condition: `b` → `!(b)`"])
  }

  func testAConditionalExpressionsResultsAreSwapped() {
    XCTAssertEqual(
      edits("let a = done ? \"yes\" : other(x, 2)\n"),
      [
        "ternary: `\"yes\" : other(x, 2)` → `other(x, 2) : \"yes\"`", "arguments: `x, 2` → `2, x`",
        "constant: `2` → `3`",
      ])
  }

  func testEveryMutantChangesTheTextAndOnlyWithinItsRange() throws {
    let root = try XCTUnwrap(PackageLocation.packageRoot(from: URL(fileURLWithPath: #filePath)))
    var count = 0
    for folder in ["Sources/Strategy", "Sources/TerminalKit", "Sources/Composite"] {
      for path in try GeneratedChapter.swiftFiles(under: folder, in: root) {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let bytes = Array(text.utf8)
        for mutant in MutantGenerator(file: path, text: text).mutants() {
          let changed = Array(mutant.applied(to: bytes).utf8)
          XCTAssertNotEqual(changed, bytes, "\(mutant.place) \(mutant.edit)")
          XCTAssertEqual(
            Array(changed.prefix(mutant.range.lowerBound)),
            Array(bytes.prefix(mutant.range.lowerBound)))
          XCTAssertEqual(
            Array(changed.suffix(bytes.count - mutant.range.upperBound)),
            Array(bytes.suffix(bytes.count - mutant.range.upperBound)))
          count += 1
        }
      }
    }
    XCTAssertGreaterThan(count, 500)
  }

  func testAnEquivalentRecordNamesAMutantByItsLineAndEditAndAStaleOneIsFound() throws {
    let source = "let a = b < c\n"
    let mutants = MutantGenerator(file: "F.swift", text: source).mutants()
    let file = try EquivalentFile(
      parsing: """
        # reviewed
        equivalent: b and c are never equal here
        file: F.swift
        line: let a = b < c
        edit: `<` → `<=`

        equivalent: a line long gone
        file: F.swift
        line: let z = 0
        edit: `0` → `1`
        """)
    XCTAssertEqual(file.record(for: mutants[0])?.why, "b and c are never equal here")
    XCTAssertEqual(file.stale(among: mutants).map(\.recordLine), [7])
    let twice = MutantGenerator(file: "F.swift", text: "func g() {\n  f()\n  f()\n}\n").mutants()
      .filter { $0.operation == .statement }
    XCTAssertEqual(twice.map(\.lineOccurrence), [1, 2])
    let either = EquivalentFile(records: [
      .init(why: "w", file: "F.swift", line: "f()", edit: "deleted `f()`", recordLine: 1)
    ])
    XCTAssertEqual(either.stale(among: twice).count, 1, "lines alike need 'occurrence:'")
    let second = try EquivalentFile(
      parsing: "equivalent: w\nfile: F.swift\nline: f()\nedit: deleted `f()`\noccurrence: 2\n")
    XCTAssertEqual(twice.map { second.record(for: $0) != nil }, [false, true])
    XCTAssertEqual(second.stale(among: twice), [])
    XCTAssertThrowsError(try EquivalentFile(parsing: "equivalent: why\nfile: F.swift\n")) {
      XCTAssertEqual(String(describing: $0), "line 1: the record names no 'line:'")
    }
    XCTAssertThrowsError(try EquivalentFile(parsing: "equivalent:\n")) {
      XCTAssertEqual(String(describing: $0), "line 1: 'equivalent:' needs its one line of why")
    }
  }

  func testResultsReadBackAsWrittenAndAreReusedOnlyForTheSameText() {
    let results = GeneratedResults(
      operatorsVersion: GeneratedPlan.operatorsVersion, testsHash: "t1",
      files: [
        .init(
          path: "F.swift", hash: "h1",
          entries: [
            .init(line: 1, column: 11, operation: "boundary", edit: "`<` → `<=`", outcome: .caught),
            .init(line: 1, column: 9, operation: "x", edit: "e", outcome: .survived),
          ])
      ])
    XCTAssertEqual(GeneratedResults(parsing: results.text(header: "a\n\nb")), results)
    let version = GeneratedPlan.operatorsVersion
    XCTAssertEqual(
      results.reusable(for: "F.swift", hash: "h1", operatorsVersion: version, testsHash: "t1")
        .count, 2)
    XCTAssertEqual(
      results.reusable(for: "F.swift", hash: "h1", operatorsVersion: version, testsHash: "t2"),
      ["1:11 `<` → `<=`": .caught], "new tests try the survivors again")
    XCTAssertEqual(
      results.reusable(for: "F.swift", hash: "h2", operatorsVersion: version, testsHash: "t1"), [:])
    XCTAssertEqual(
      results.reusable(for: "F.swift", hash: "h1", operatorsVersion: version + 1, testsHash: "t1"),
      [:])
  }

  func testAPlanKnowsEquivalentsAndKeptOutcomesAndARecheckTriesAShareAgain() throws {
    let source = "let a = b < c && d\n"
    let mutants = MutantGenerator(file: "F.swift", text: source).mutants()
    XCTAssertEqual(mutants.count, 2)
    let hash = GeneratedChapter.fingerprint(of: source)
    let kept = GeneratedResults(
      operatorsVersion: GeneratedPlan.operatorsVersion, testsHash: "t",
      files: [
        .init(
          path: "F.swift", hash: hash,
          entries: [
            .init(
              line: 1, column: mutants[1].column, operation: "logical", edit: mutants[1].edit,
              outcome: .caught)
          ])
      ])
    let equivalents = EquivalentFile(records: [
      .init(
        why: "w", file: "F.swift", line: mutants[0].lineText, edit: mutants[0].edit, recordLine: 1)
    ])
    let plan = GeneratedPlan(
      files: [("F.swift", source)], equivalents: equivalents, results: kept, testsHash: "t")
    XCTAssertEqual(plan.items.map(\.outcome), [.equivalent, .caught])
    XCTAssertEqual(plan.pending, [])
    XCTAssertEqual(
      plan.tally.summary(), "generated 2, not compiling 0, equivalent 1: 1 of 1 caught")
    let rechecked = GeneratedPlan(
      files: [("F.swift", source)], equivalents: equivalents, results: kept, testsHash: "t",
      recheck: MutantShare(part: 1, of: 1))
    XCTAssertEqual(rechecked.pending, [1])
    XCTAssertEqual(GeneratedChapter.kebab("ChainOfResponsibility"), "chain-of-responsibility")
    XCTAssertEqual(GeneratedChapter.kebab("MVC"), "mvc")
  }
}
