import ChapterTestSupport
import XCTest

/// Two real `chapter-strategy` instances over one state folder, changing the library at once:
/// whichever saves second keeps nothing of its own over the other's, and says so.
final class StrategyTwoInstancesTests: XCTestCase {
  func testTwoInstancesChangingTheLibraryAtOnceLoseNothingSilently() throws {
    let outcome = try runTwoInstances(
      "chapter-strategy", firstKeys: ["o", "o", "Right", "d"], secondKeys: "o d", test: self)
    assertNothingLostSilently(outcome, saved: ["state.json", "order"])
  }
}
