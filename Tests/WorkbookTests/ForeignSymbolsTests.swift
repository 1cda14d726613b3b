import Foundation
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// What grading refuses of a learner's code before any check runs: attributes read from
/// the source, and symbols and sections read from the compiled object itself, so that
/// a name no one thought of is judged as surely as `@_cdecl("write")`.
final class ForeignSymbolsTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = try makeTemporaryFolder(self)
  }

  /// `source` compiled as the module `Exercise`, as a grade compiles a learner's files.
  private func object(_ source: String) throws -> ObjectFile {
    let swiftc = try XCTUnwrap(ProcessRunner.find("swiftc"))
    let file = folder.appendingPathComponent("Answer.swift")
    let object = folder.appendingPathComponent("Exercise.o")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let compiled = try ProcessRunner.run(
      swiftc,
      arguments: [
        "-swift-version", "6", "-module-name", "Exercise", "-parse-as-library", "-wmo",
        "-enable-library-evolution", "-enable-testing", "-c", "-o", object.path, file.path,
      ], timeout: .seconds(300))
    XCTAssertEqual(compiled.status, 0, compiled.standardError)
    return try ObjectFile(Data(contentsOf: object))
  }

  /// The toolchain's demangler, as grading runs it.
  private func demangle(_ symbols: [String]) throws -> [String] {
    let swiftc = try XCTUnwrap(ProcessRunner.find("swiftc"))
    let demangler = try XCTUnwrap(ExerciseChecker.tool("swift-demangle", beside: swiftc))
    return try ProcessRunner.run(demangler, arguments: symbols).standardOutput
      .split(separator: "\n").map { String($0.split(separator: " ---> ").last ?? $0) }
  }

  private func judge(_ object: ObjectFile, source: String = "") throws -> [String] {
    try ForeignSymbols.judge(
      object, module: "Exercise", sources: [("Answer.swift", source)], demangle: demangle
    ).map(\.description)
  }

  func testTheSourceScanNamesEveryRefusedAttributeByItsLineWhereverItIs() {
    let text = """
      @MainActor final class Screen {}
      func run(_ body: @escaping () -> Void) {}
      @_cdecl("write") public func forged() {}
      // @_silgen_name("exit") in a comment counts too: a scan that skips comments can be fooled
      let spelt = "@ `_used`"
      @c(close) func closer() {}
      @main struct Entry {}
      """
    XCTAssertEqual(
      ForeignSymbols.attributes(in: text, file: "Answer.swift").map { $0.place ?? "" },
      ["Answer.swift:3", "Answer.swift:4", "Answer.swift:5", "Answer.swift:6", "Answer.swift:7"])
    XCTAssertEqual(
      ForeignSymbols.attributes(in: text, file: "Answer.swift").map(\.what.first),
      Array(repeating: "@", count: 5))
  }

  /// The object is judged on its own: a C name is found with no attribute in sight
  /// (as if the source scan had been fooled), and placed at a line that spells it when
  /// one does.
  func testACNameInTheObjectIsRefusedAndPlaced() throws {
    let compiled = try object(#"@_cdecl("write") public func forged() -> Int32 { 0 }"#)
    XCTAssertEqual(
      try judge(compiled),
      ["the compiled code defines the symbol `write`, a C name"])
    XCTAssertEqual(
      try judge(compiled, source: "let a = 1\nlet name = \"write\"\n"),
      ["Answer.swift:2: defines the symbol `write`, a C name"])
  }

  func testASectionTheLoaderRunsIsRefused() throws {
    let compiled = try object(
      #"@used @section(".init_array") let early: @convention(c) () -> Void = {}"#)
    XCTAssertEqual(
      try judge(compiled), ["a section the loader runs before the checks, .init_array"])
  }

  /// What the compiler makes of ordinary code passes: its own weak, hidden copies
  /// (`swift_willThrowTyped` for typed throws, outlined copies, specialisations) and
  /// the module's extensions and conformances of other modules' types.
  func testTheCompilersOwnNamesPass() throws {
    let compiled = try object(
      """
      public struct Film: Equatable, Codable { public var title: String; var year: Int }
      public struct Refused: Error {}
      extension Int { public var doubled: Int { self * 2 } }
      extension Int: @retroactive Identifiable { public var id: Int { self } }
      public func check(_ film: Film) throws(Refused) -> [String] {
        guard film.year > 0 else { throw Refused() }
        return [film, film].map(\\.title).sorted()
      }
      public final class Shelf { var films: [Film] = []; public init() {} }
      """)
    XCTAssertEqual(try judge(compiled), [])
  }

  /// A module's names, told from another module's and from one that only looks alike.
  func testAModulesOwnNamesAreToldFromOthers() {
    for owned in [
      "Exercise.Film.title.getter : Swift.String",
      "(extension in Exercise):Swift.Int.doubled.getter : Swift.Int",
      "protocol conformance descriptor for Swift.Int : Swift.Identifiable in Exercise",
      "associated type descriptor for Exercise.StopwatchState.AfterStartStop",
    ] {
      XCTAssertTrue(ForeignSymbols.ownedBy("Exercise", owned), owned)
    }
    for foreign in [
      "ExerciseSupport.runChecks([ExerciseSupport.Check]) async -> Swift.Never",
      "WorkbookKit.Exercise.id.getter : Swift.String",
    ] {
      XCTAssertFalse(ForeignSymbols.ownedBy("Exercise", foreign), foreign)
    }
  }

  /// Both formats are read from the file itself: a C object made for Linux and one made
  /// for macOS, each with a strong C name, a weak hidden one and a constructor.
  func testELFAndMachOObjectsAreRead() throws {
    let swiftc = try XCTUnwrap(ProcessRunner.find("swiftc"))
    guard let clang = ExerciseChecker.tool("clang", beside: swiftc) else {
      throw XCTSkip("no clang beside swiftc")
    }
    let source = folder.appendingPathComponent("objects.c")
    try """
    int write(int descriptor) { return descriptor; }
    __attribute__((weak, visibility("hidden"))) int helper(void) { return 1; }
    __attribute__((constructor)) static void early(void) {}
    """.write(to: source, atomically: true, encoding: .utf8)
    for target in ["x86_64-unknown-linux-gnu", "arm64-apple-macos11"] {
      let object = folder.appendingPathComponent("\(target).o")
      let compiled = try ProcessRunner.run(
        clang, arguments: ["-target", target, "-c", source.path, "-o", object.path])
      XCTAssertEqual(compiled.status, 0, compiled.standardError)
      let read = try ObjectFile(Data(contentsOf: object))
      XCTAssertEqual(
        read.definedGlobals.map(\.name).sorted(), ["helper", "write"], "\(target)")
      XCTAssertEqual(
        read.definedGlobals.first { $0.name == "helper" },
        ObjectFile.Symbol(name: "helper", binding: .weak, isDefined: true, isHidden: true),
        target)
      XCTAssertFalse(read.startupSections.isEmpty, target)
      XCTAssertEqual(
        try judge(read),
        [
          "the compiled code defines the symbol `write`, a C name",
          "a section the loader runs before the checks, \(read.startupSections[0])",
        ], target)
    }
    XCTAssertThrowsError(try ObjectFile(Data("not an object".utf8)))
    XCTAssertThrowsError(try ObjectFile(Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 0, 0])))
  }
}
