import WorkbookTestSupport
import XCTest

/// The scroller is the app's own reusable view: proven by compiling its file with
/// TerminalKit as the only module of this package in reach.
final class ScrollerIsolationTests: XCTestCase {
  private let scroller = "Sources/Adapter/View/HorizontalScroller.swift"

  func testTheScrollerCompilesWithOnlyTerminalKitInReach() throws {
    let outcome = try CompileProbe.typecheck(
      files: [scroller],
      probe: """
        import TerminalKit
        let album: Album? = nil  // expected-error {{cannot find type 'Album' in scope}}
        @MainActor func probe(_ scroller: HorizontalScroller) { _ = scroller.centredIndex }
        """,
      // TerminalKit reads its flags with CommandLineDeclaration and writes through
      // POSIXCalls, so those come along.
      onlyModules: ["TerminalKit", "CommandLineDeclaration", "POSIXCalls"])
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }

  func testTheProbeCanFailTheControllerNeedsTheAlbumModules() throws {
    // The same check on the file that adapts albums to the scroller must fail, or the
    // one above proves nothing.
    let outcome = try CompileProbe.typecheck(
      files: [
        scroller,
        "Sources/Adapter/Controller/LibraryViewController+HorizontalScrollerDelegate.swift",
      ], verify: false, onlyModules: ["TerminalKit", "CommandLineDeclaration", "POSIXCalls"])
    XCTAssertFalse(outcome.passed)
    // Whichever of the album modules the file imports first is the one reported.
    XCTAssertTrue(
      outcome.diagnostics.contains("no such module 'MVC'")
        || outcome.diagnostics.contains("no such module 'Facade'"), outcome.diagnostics)
  }

  func testTheForeignRecordKnowsNothingOfTheLibrary() throws {
    // The adaptee compiles alone: no module of this package, not even Foundation.
    let outcome = try CompileProbe.typecheck(
      files: ["Sources/Adapter/Catalogue/CatalogueRecord.swift"],
      probe: "let album: Album? = nil  // expected-error {{cannot find type 'Album' in scope}}",
      useBuiltModules: false)
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }
}
