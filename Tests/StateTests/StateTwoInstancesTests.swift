import ChapterTestSupport
import XCTest

/// Two real `chapter-state` instances over one state folder, changing the library at once:
/// whichever saves second keeps nothing of its own over the other's, and says so.
final class StateTwoInstancesTests: XCTestCase {
  func testTwoInstancesChangingTheLibraryAtOnceLoseNothingSilently() throws {
    let outcome = try runTwoInstances(
      "chapter-state", firstKeys: ["Right", "d"], secondKeys: "d", test: self)
    assertNothingLostSilently(outcome, saved: ["state.json"])
  }
}
