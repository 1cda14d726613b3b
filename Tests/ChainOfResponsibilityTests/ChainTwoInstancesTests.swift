import ChapterTestSupport
import XCTest

/// Two real `chapter-chain-of-responsibility` instances over one state folder, changing the library at once:
/// whichever saves second keeps nothing of its own over the other's, and says so.
final class ChainTwoInstancesTests: XCTestCase {
  func testTwoInstancesChangingTheLibraryAtOnceLoseNothingSilently() throws {
    let outcome = try runTwoInstances(
      "chapter-chain-of-responsibility", firstKeys: ["Right", "d"], secondKeys: "d", test: self)
    assertNothingLostSilently(outcome, saved: ["state.json"])
  }
}
