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

  /// A cast would let a responder find out what comes next; the chapter's responders
  /// have none, and name neither the screen nor each other.
  func testTheChaptersRespondersNameNoOtherResponder() throws {
    let folder = "Sources/ChainOfResponsibility/Responders"
    for file in try CompileProbe.swiftFiles(in: folder) {
      let source = try String(
        contentsOf: TestPaths.packageRoot.appendingPathComponent(file), encoding: .utf8)
      let code = source.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }.joined(separator: "\n")
      for named in [" as?", " as!", " is ", "LibraryViewController", "Window", "Application"] {
        XCTAssertFalse(code.contains(named), "\(file) says \(named)")
      }
      let others = ["FocusPanel", "UnhandledKeyReport"].filter { !file.hasSuffix("/\($0).swift") }
      for other in others {
        XCTAssertFalse(code.contains(other), "\(file) names \(other)")
      }
    }
  }
}
