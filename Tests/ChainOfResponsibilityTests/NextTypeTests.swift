import WorkbookTestSupport
import XCTest

/// No responder knows the next one's type: `next` is only a `Responder`, a panel is made
/// without one, and the chapter's responders never name another type of the chain.
final class NextTypeTests: XCTestCase {
  func testNextIsOnlyAResponder() throws {
    try assertProbe(
      """
      import ChainOfResponsibility
      import TerminalKit

      @MainActor
      func probe(_ panel: FocusPanel, _ screen: ChainOfResponsibility.LibraryViewController) {
        let after: Responder? = panel.next
        let controller: ChainOfResponsibility.LibraryViewController = panel.next!  // expected-error {{cannot convert value of type 'Responder' to specified type 'LibraryViewController'}}
        panel.next?.deleteAlbum()  // expected-error {{value of type 'Responder' has no member 'deleteAlbum'}}
        _ = FocusPanel(name: "covers", keyHint: "", content: View(), next: screen)  // expected-error {{extra argument 'next' in call}}
        _ = (after, controller)
      }
      """)
  }

  /// A cast would let a responder find out what comes next: none of the chapter's
  /// responders (the panels, the report, the screen) casts, pattern-matches or asks for
  /// a type, and the panels and the report name neither the screen nor each other.
  func testTheChaptersRespondersNameNoOtherResponder() throws {
    let casts = try Regex(#"\b(as[?!]?|is)\s|type\(of:"#)
    let folders = ["Controller", "Responders"].map { "Sources/ChainOfResponsibility/\($0)" }
    for file in try folders.flatMap(CompileProbe.swiftFiles(in:)) {
      let code = try codeWithoutComments(of: file)
      XCTAssertNil(code.firstMatch(of: casts), "\(file) casts or asks a type")
    }
    for file in try CompileProbe.swiftFiles(in: "Sources/ChainOfResponsibility/Responders") {
      let code = try codeWithoutComments(of: file)
      for named in ["ViewController", "Window", "Application"] {
        XCTAssertFalse(code.contains(named), "\(file) says \(named)")
      }
      let others = ["FocusPanel", "UnhandledKeyReport"].filter { !file.hasSuffix("/\($0).swift") }
      for other in others {
        XCTAssertFalse(code.contains(other), "\(file) names \(other)")
      }
    }
  }

  private func codeWithoutComments(of file: String) throws -> String {
    let source = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(file), encoding: .utf8)
    return source.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }.joined(separator: "\n")
  }
}
