import ChapterTestSupport
import XCTest

/// Two real `chapter-command` instances over one state folder, changing the library at once:
/// whichever saves second keeps nothing of its own over the other's, and says so.
final class CommandTwoInstancesTests: XCTestCase {
  func testTwoInstancesChangingTheLibraryAtOnceLoseNothingSilently() throws {
    let outcome = try runTwoInstances(
      "chapter-command", firstKeys: ["Right", "d"], secondKeys: "d", test: self)
    assertNothingLostSilently(outcome, saved: ["state.json"])
  }
}
