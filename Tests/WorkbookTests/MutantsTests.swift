import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// `workbook mutants`: its record format, the link between records and a chapter's
/// proof table, and one run end to end on a tiny package of its own.
final class MutantsTests: XCTestCase {
  func testARecordReadsItsFieldsBlocksAndEdits() throws {
    let file = try MutantFile(
      parsing: """
        # a comment
        owed: the slow row

        mutant: doubling adds instead
        row: testDoubling
        test: DemoTests.DemoTests/testDoubling
        file: Sources/Demo/Demo.swift
        find: x * 2
        replace: x + 2
        file: Sources/Demo/Other.swift
        find: <<<
          line one
          line two
        >>>
        replace:
        create: Sources/Demo/New.swift
        text: <<<
        enum New {}
        >>>

        mutant: the module stops compiling
        row: compiles
        caught-by: build
        file: Sources/Demo/Demo.swift
        find: x
        replace: y
        """)
    XCTAssertEqual(file.owed, ["the slow row"])
    XCTAssertEqual(file.mutants.count, 2)
    let first = file.mutants[0]
    XCTAssertEqual(first.title, "doubling adds instead")
    XCTAssertEqual(first.row, "testDoubling")
    XCTAssertEqual(first.tests, ["DemoTests.DemoTests/testDoubling"])
    XCTAssertEqual(first.line, 4)
    XCTAssertEqual(
      first.edits,
      [
        .replace(file: "Sources/Demo/Demo.swift", find: "x * 2", replacement: "x + 2"),
        .replace(file: "Sources/Demo/Other.swift", find: "  line one\n  line two", replacement: ""),
        .create(file: "Sources/Demo/New.swift", text: "enum New {}"),
      ])
    XCTAssertEqual(file.mutants[1].caughtBy, .build)
    XCTAssertEqual(file.mutants[1].tests, [])
  }

  func testABrokenRecordIsRefusedWithItsLine() {
    let cases: [(String, String)] = [
      ("mutant: a\nrow: r\ntest: t\nfile: f\nfind: x\n", "line 5: a 'find:' has no 'replace:'"),
      ("mutant: a\nrow: r\ntest: t\nfile: f\nfind: <<<\nx\n", "line 5: a block opened with <<<"),
      ("mutant: a\ntest: t\nfile: f\nfind: x\nreplace: y\n", "line 1: the mutant names no 'row:'"),
      ("mutant: a\nrow: r\nfile: f\nfind: x\nreplace: y\n", "line 1: the mutant names no 'test:'"),
      ("mutant: a\nrow: r\ntest: t\n", "line 1: the mutant makes no edit"),
      ("row: r\n", "line 1: 'row:' before the first 'mutant:'"),
      ("mutant: a\nrows: r\n", "line 2: unknown key 'rows:'"),
      ("mutant: a\nfind: x\n", "line 2: 'find:' belongs after 'file:'"),
      ("mutant: a\ncaught-by: luck\n", "line 2: caught-by is 'tests' or 'build'"),
      ("just words\n", "line 1: expected 'key: value'"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try MutantFile(parsing: text), text) {
        XCTAssertTrue("\($0)".hasPrefix(expected), "\(text): \($0)")
      }
    }
  }

  func testEachDesignRowNeedsAMutantOrAnOwedLineAndEachReferenceOneRow() {
    let table = ProofTable(
      chapter: """
        ## What the tests prove

        | Invariant | Test |
        | --- | --- |
        | Doubling doubles | `testDoubling` |
        | Halving halves | `testHalving` |
        | Swift has integers *(language fact)* | `testIntegers` |
        | Tripling triples | `testTripling` |

        ## Related patterns

        | Not | a proof row |
        """)
    XCTAssertEqual(table.rows.map(\.line), [5, 6, 7, 8])
    XCTAssertEqual(table.rows.map(\.isLanguageFact), [false, false, true, false])
    func mutant(_ row: String) -> MutantRecord {
      MutantRecord(
        title: "m", row: row, tests: ["t"], edits: [.create(file: "f", text: "")], line: 9)
    }
    let chapter = ChapterMutants(
      name: "01-Demo", table: table,
      file: MutantFile(
        mutants: [mutant("testDoubling"), mutant("halves"), mutant("ing"), mutant("integers")],
        owed: ["Doubling", "nowhere"]),
      mutantsPath: "Tests/Mutants/01-Demo.mutants")
    XCTAssertEqual(
      chapter.problems(),
      [
        "Tests/Mutants/01-Demo.mutants:9 ('m'): its row 'ing' is in several rows (lines 5, 6, 8)",
        "Tests/Mutants/01-Demo.mutants:9 ('m'): its row (01-Demo.md:7) is marked as a language "
          + "fact, which no change to the workbook's code can break",
        "Tests/Mutants/01-Demo.mutants: the row 'Doubling' is owed a mutant but has one: "
          + "drop its 'owed:'",
        "Tests/Mutants/01-Demo.mutants: the owed row 'nowhere' is in 0 rows of the table, not 1",
        "01-Demo.md:8: the row has no mutant in Tests/Mutants/01-Demo.mutants (nor an 'owed:' "
          + "line, nor the mark *(language fact)*): | Tripling triples | `testTripling` |",
      ])
  }

  func testAMutantWhoseFindTextIsGoneOrTwiceNoLongerApplies() throws {
    let root = try makeTemporaryFolder(self)
    try "let a = 1\nlet b = 1\n".write(
      to: root.appendingPathComponent("Code.swift"), atomically: true, encoding: .utf8)
    func record(_ edit: MutantRecord.Edit) -> MutantRecord {
      MutantRecord(title: "m", row: "r", tests: ["t"], edits: [edit])
    }
    XCTAssertNil(
      record(.replace(file: "Code.swift", find: "a = 1", replacement: "")).whyNotApplicable(
        in: root))
    XCTAssertEqual(
      record(.replace(file: "Code.swift", find: "c = 1", replacement: "")).whyNotApplicable(
        in: root),
      "Code.swift contains its find text no longer: 'c = 1'")
    XCTAssertEqual(
      record(.replace(file: "Code.swift", find: " = 1", replacement: "")).whyNotApplicable(
        in: root),
      "Code.swift contains its find text 2 times: ' = 1'")
    XCTAssertEqual(
      record(.replace(file: "Gone.swift", find: "x", replacement: "")).whyNotApplicable(in: root),
      "Gone.swift is not there to edit")
    XCTAssertEqual(
      record(.create(file: "Code.swift", text: "")).whyNotApplicable(in: root),
      "Code.swift exists, and the mutant would create it")
  }

  /// The whole command on a package of one function and its test: a caught mutant, one
  /// that survives, one that does not compile and one that no longer applies; the
  /// package's own files are never touched.
  func testTheToolTriesEachMutantInAScratchCopyAndCountsTheCaught() throws {
    guard ProcessRunner.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
    let root = try makeTemporaryFolder(self)
    let files = [
      "Package.swift": """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "Demo",
        targets: [.target(name: "Demo"), .testTarget(name: "DemoTests", dependencies: ["Demo"])])
      """,
      "Sources/Demo/Demo.swift": """
      public func double(_ x: Int) -> Int { x * 2 }
      public func half(_ x: Int) -> Int { x / 2 }
      """,
      "Tests/DemoTests/DemoTests.swift": """
      import Demo
      import XCTest

      final class DemoTests: XCTestCase {
        func testDoubling() { XCTAssertEqual(double(3), 6) }
        func testHalving() { XCTAssertEqual(half(4), 2) }
      }
      """,
      "Chapters/01-Demo.md": """
      ## What the tests prove

      | Invariant | Test |
      | --- | --- |
      | Doubling doubles | `testDoubling` |
      | Halving halves | `testHalving` |
      """,
      "Tests/Mutants/01-Demo.mutants": """
      mutant: doubling adds
      row: testDoubling
      test: DemoTests.DemoTests/testDoubling
      file: Sources/Demo/Demo.swift
      find: x * 2
      replace: x + 2

      mutant: halving of even numbers rounds the same either way
      row: testHalving
      test: DemoTests.DemoTests/testHalving
      file: Sources/Demo/Demo.swift
      find: x / 2
      replace: (x + 1) / 2

      mutant: halving names nothing
      row: testHalving
      test: DemoTests.DemoTests/testHalving
      file: Sources/Demo/Demo.swift
      find: x / 2
      replace: y / 2

      mutant: tripling, which the code no longer has
      row: testDoubling
      test: DemoTests.DemoTests/testDoubling
      file: Sources/Demo/Demo.swift
      find: x * 3
      replace: x * 4
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let result = try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"),
      arguments: ["mutants", "demo"],
      directory: root, timeout: .seconds(900))
    let output = result.standardOutput
    XCTAssertEqual(result.status, 1, output + result.standardError)
    XCTAssertTrue(output.contains("✓ caught: doubling adds"), output)
    XCTAssertTrue(output.contains("failed: DemoTests.testDoubling"), output)
    XCTAssertTrue(output.contains("✗ SURVIVED: halving of even numbers"), output)
    XCTAssertTrue(output.contains("✗ does not compile, which proves nothing"), output)
    XCTAssertTrue(
      output.contains(
        "✗ no longer applies, so the record must follow the code: tripling, which the code "
          + "no longer has [Tests/Mutants/01-Demo.mutants:22]: Sources/Demo/Demo.swift contains "
          + "its find text no longer: 'x * 3'"), output)
    XCTAssertTrue(output.contains("01-Demo: 1 of 4 caught ("), output)
    let untouched = try XCTUnwrap(
      output.range(of: "01-Demo's tests run untouched first, passing"), output)
    let firstTrial = try XCTUnwrap(output.range(of: "✓ caught: doubling adds"), output)
    XCTAssertLessThan(
      untouched.lowerBound, firstTrial.lowerBound,
      "the chapter's baseline runs before its first mutant, on the build prepare made")
    XCTAssertTrue(output.hasSuffix("1 of 4 caught\n"), output)
    for (path, text) in files {
      XCTAssertEqual(
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8), text,
        "\(path) changed")
    }
    let copy = root.appendingPathComponent(
      ".build/mutants/room-01-Demo/Sources/Demo/Demo.swift")
    XCTAssertEqual(
      try String(contentsOf: copy, encoding: .utf8), files["Sources/Demo/Demo.swift"],
      "the scratch copy is restored after each mutant")

    let unknown = try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"),
      arguments: ["mutants", "nope"],
      directory: root)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(
      unknown.standardError.contains("no chapter 'nope': the chapters are Demo"),
      unknown.standardError)

    let one = try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"),
      arguments: ["mutants", "demo", "--only", "DOUBLING|tripling"],
      directory: root, timeout: .seconds(900))
    XCTAssertEqual(one.status, 1, one.standardOutput + one.standardError)
    XCTAssertTrue(one.standardOutput.contains("✓ caught: doubling adds"), one.standardOutput)
    XCTAssertTrue(one.standardOutput.contains("no longer applies"), one.standardOutput)
    XCTAssertFalse(one.standardOutput.contains("halving"), one.standardOutput)
    XCTAssertTrue(one.standardOutput.hasSuffix("1 of 2 caught\n"), one.standardOutput)

    let none = try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"),
      arguments: ["mutants", "--only", "quadrupling"],
      directory: root)
    XCTAssertEqual(none.status, 2)
    XCTAssertTrue(
      none.standardError.contains("no mutant's title matches 'quadrupling'"), none.standardError)
  }

  /// `mutants --generate` on a package of one function and its test: every mutant of
  /// the chapter's folder tried against its room, a survivor listed with its place,
  /// the outcomes kept so that a second run tries nothing, an equivalent record
  /// accepted and a stale one refused; the package's own source never touched.
  func testGeneratedMutantsAreTriedAgainstTheRoomAndKeptPerFile() throws {
    guard ProcessRunner.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
    let root = try makeTemporaryFolder(self)
    let source = "public func double(_ x: Int) -> Int { x * 2 }\npublic let limit = 10\n"
    let files = [
      "Package.swift": """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "Demo",
        targets: [
          .target(name: "Demo"), .target(name: "Unused"),
          .testTarget(name: "DemoTests", dependencies: ["Demo"]),
        ])
      """,
      "Sources/Demo/Demo.swift": source,
      "Sources/Unused/Unused.swift": "this does not compile, and no room needs it\n",
      "Tests/DemoTests/DemoTests.swift": """
      import Demo
      import XCTest

      final class DemoTests: XCTestCase {
        func testDoubling() { XCTAssertEqual(double(3), 6) }
      }
      """,
      "Chapters/01-Demo.md": """
      ## What the tests prove

      | Invariant | Test |
      | --- | --- |
      | Doubling doubles | `testDoubling` |
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let workbook = TestPaths.productsDirectory.appendingPathComponent("workbook")
    let first = try ProcessRunner.run(
      workbook, arguments: ["mutants", "--generate", "demo"], directory: root,
      timeout: .seconds(900))
    let output = first.standardOutput
    XCTAssertEqual(first.status, 1, output + first.standardError)
    XCTAssertTrue(output.contains("✓ caught: Sources/Demo/Demo.swift:1:41 `*` → `/`"), output)
    XCTAssertTrue(output.contains("failed: DemoTests.testDoubling"), output)
    XCTAssertTrue(
      output.contains("Sources/Demo/Demo.swift:2:20: `10` → `11`  | public let limit = 10"), output)
    XCTAssertTrue(
      output.hasSuffix("generated 3, not compiling 0, equivalent 0: 2 of 3 caught\n"), output)
    XCTAssertEqual(
      try String(
        contentsOf: root.appendingPathComponent("Sources/Demo/Demo.swift"), encoding: .utf8),
      source)
    let kept = try String(
      contentsOf: root.appendingPathComponent("Tests/Mutants/01-Demo.generated"), encoding: .utf8)
    XCTAssertTrue(kept.contains("survived\t2:20\tconstant\t`10` → `11`"), kept)

    try """
    equivalent: nothing reads the limit
    file: Sources/Demo/Demo.swift
    line: public let limit = 10
    edit: `10` → `11`
    """.write(
      to: root.appendingPathComponent("Tests/Mutants/01-Demo.equivalent"), atomically: true,
      encoding: .utf8)
    let second = try ProcessRunner.run(
      workbook, arguments: ["mutants", "--generate", "demo", "--json"], directory: root,
      timeout: .seconds(900))
    XCTAssertEqual(second.status, 0, second.standardOutput + second.standardError)
    XCTAssertTrue(second.standardError.contains("0 to try"), second.standardError)
    XCTAssertTrue(second.standardOutput.contains("\"equivalent\" : 1"), second.standardOutput)
    XCTAssertTrue(second.standardOutput.contains("\"caught\" : 2"), second.standardOutput)

    try (source + "// a comment changes the file, so its mutants run again\n").write(
      to: root.appendingPathComponent("Sources/Demo/Demo.swift"), atomically: true,
      encoding: .utf8)
    try """
    equivalent: a line long gone
    file: Sources/Demo/Demo.swift
    line: public let gone = 1
    edit: `1` → `0`
    """.write(
      to: root.appendingPathComponent("Tests/Mutants/01-Demo.equivalent"), atomically: true,
      encoding: .utf8)
    let third = try ProcessRunner.run(
      workbook, arguments: ["mutants", "--generate", "demo"], directory: root,
      timeout: .seconds(900))
    XCTAssertEqual(third.status, 1, third.standardOutput)
    XCTAssertTrue(third.standardOutput.contains("3 to try"), third.standardOutput)
    XCTAssertTrue(
      third.standardOutput.contains("01-Demo.equivalent:1: names no generated mutant"),
      third.standardOutput)
  }

  /// A chapter is named by its number, its name or its file's; an appendix by its
  /// letter and number or its name, and a name never by accident of having no number.
  func testChaptersAndAppendicesAreNamedByNumberOrName() {
    func chapter(_ name: String) -> ChapterMutants {
      ChapterMutants(
        name: name, table: ProofTable(chapter: ""), file: MutantFile(), mutantsPath: "")
    }
    XCTAssertTrue(chapter("01-MVC").isNamed(by: "1"))
    XCTAssertTrue(chapter("01-MVC").isNamed(by: "mvc"))
    XCTAssertTrue(chapter("A1-Platform").isNamed(by: "platform"))
    XCTAssertTrue(chapter("A1-Platform").isNamed(by: "A1"))
    XCTAssertFalse(chapter("A1-Platform").isNamed(by: "mvc"))
    XCTAssertFalse(chapter("A1-Platform").isNamed(by: "1"))
    let all = ["01-MVC", "02-Singleton", "03-Facade", "A1-Platform"].map(chapter)
    XCTAssertEqual(
      try ChapterMutants.named(by: "platform,facade,1", among: all).map(\.name),
      ["01-MVC", "03-Facade", "A1-Platform"], "in the book's order")
    XCTAssertThrowsError(try ChapterMutants.named(by: "facade,nope", among: all)) {
      XCTAssertTrue("\($0)".contains("no chapter 'nope'"), "\($0)")
    }
    for nothing in ["", ",", ",,"] {
      XCTAssertThrowsError(try ChapterMutants.named(by: nothing, among: all)) {
        XCTAssertEqual(($0 as? WorkbookError)?.exitStatus, 2, "'\(nothing)' is a usage error")
        XCTAssertTrue("\($0)".contains("names no chapter"), "\($0)")
      }
    }
    XCTAssertTrue(ChapterMutants.isChapterOrAppendix("A1-Platform.md"))
    XCTAssertTrue(ChapterMutants.isChapterOrAppendix("03-Facade.md"))
    XCTAssertFalse(ChapterMutants.isChapterOrAppendix("README.md"))
    XCTAssertFalse(ChapterMutants.isChapterOrAppendix("About-A1.md"))
  }

  func testOnlyIsDeclaredAndParsed() throws {
    XCTAssertEqual(
      try WorkbookCommand.parse(["mutants", "mvc", "--only", "a title"]).request,
      .mutants(chapter: "mvc", only: "a title"))
    XCTAssertTrue(WorkbookCommand.usage.contains("--only TITLE"), WorkbookCommand.usage)
  }

  func testShareIsDeclaredAndParsedAndRefusesWhatIsNoPart() throws {
    XCTAssertEqual(
      try WorkbookCommand.parse(["mutants", "--share", "2/3"]).request,
      .mutants(chapter: nil, share: MutantShare(part: 2, of: 3)))
    XCTAssertTrue(WorkbookCommand.usage.contains("--share K/N"), WorkbookCommand.usage)
    for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/2/3", "-1/3", "/3"] {
      XCTAssertThrowsError(try WorkbookCommand.parse(["mutants", "--share", bad]), bad)
    }
  }

  /// The N parts of a chapter share out its mutants: each in exactly one part, in the
  /// order of the file, every chapter with some in each part it has enough for.
  func testTheSharesOfAChapterTryEachMutantOnce() throws {
    let chapters = try ChapterMutants.all(in: TestPaths.packageRoot)
    for chapter in chapters {
      let parts = (1...3).map {
        chapter.keepingMutants(in: MutantShare(part: $0, of: 3)).file.mutants.map(\.title)
      }
      let all = chapter.file.mutants.map(\.title)
      XCTAssertEqual(parts.flatMap { $0 }.sorted(), all.sorted(), chapter.name)
      XCTAssertEqual(parts[0].first, all.first, chapter.name)
      if all.count >= 3 {
        XCTAssertTrue(parts.allSatisfy { !$0.isEmpty }, chapter.name)
        XCTAssertEqual(parts[1].first, all[1], chapter.name)
      }
    }
  }
}
