import XCTest

/// The protocol form's trap, shown failing and then fixed: a hook written only in the
/// protocol's extension is dispatched statically, so the template never calls a
/// conforming type's own version; declared as a requirement, it does.
final class StaticDispatchTrapTests: XCTestCase {
  func testAHookOnlyInTheExtensionIsNeverCalledByTheTemplate() {
    XCTAssertEqual(Lenient().importSummary(), "checked")
    XCTAssertEqual(Lenient().check(), "skipped", "called on the type itself, its own")
  }

  func testAHookDeclaredAsARequirementIsCalledByTheTemplate() {
    XCTAssertEqual(LenientFixed().importSummary(), "skipped")
    XCTAssertEqual(Strict().importSummary(), "checked", "the default still answers")
  }
}

// The trap: `check()` is not a requirement of `Trapped`.
private protocol Trapped {}

extension Trapped {
  func check() -> String { "checked" }
  func importSummary() -> String { check() }  // the template method
}

private struct Lenient: Trapped {
  func check() -> String { "skipped" }  // hides the extension's; the template never sees it
}

// The fix: the hook is a requirement, with the extension's answer as its default.
private protocol Fixed {
  func check() -> String
}

extension Fixed {
  func check() -> String { "checked" }
  func importSummary() -> String { check() }
}

private struct LenientFixed: Fixed {
  func check() -> String { "skipped" }
}

private struct Strict: Fixed {}
