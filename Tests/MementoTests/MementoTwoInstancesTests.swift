import ChapterTestSupport
import XCTest

/// Two real `chapter-memento` instances over one state folder, changing the library at once:
/// whichever saves second keeps nothing of its own over the other's, and says so.
final class MementoTwoInstancesTests: XCTestCase {
  func testTwoInstancesChangingTheLibraryAtOnceLoseNothingSilently() throws {
    let outcome = try runTwoInstances(
      "chapter-memento", firstKeys: ["Right", "d"], secondKeys: "d", test: self)
    assertNothingLostSilently(outcome, saved: ["state.json"])
  }
}
