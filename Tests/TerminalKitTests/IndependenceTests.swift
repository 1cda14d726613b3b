import WorkbookTestSupport
import XCTest

/// TerminalKit is the platform the chapters build on, as UIKit is an app's: it must not
/// know them.
final class IndependenceTests: XCTestCase {
  func testTerminalKitKnowsNothingOfAlbumsOrChapters() throws {
    // TerminalKit's own sources compile with no module of this package in reach but
    // the command-line rules every program shares and the system calls below it.
    let sources = try CompileProbe.swiftFiles(in: "Sources/TerminalKit")
    let outcome = try CompileProbe.typecheck(
      files: sources,
      probe: "let album: Album? = nil  // expected-error {{cannot find type 'Album' in scope}}",
      onlyModules: ["CommandLineDeclaration", "POSIXCalls"])
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }
}
