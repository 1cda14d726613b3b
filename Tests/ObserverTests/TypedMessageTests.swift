import Foundation
import XCTest

/// Foundation's own typed notifications, beside the hand-made `DownloadImageRequest`:
/// a `NotificationCenter.MainActorMessage` is delivered on the main actor, with its
/// fields typed and no `userInfo` to read. Apple's Foundation has it from macOS 26, above
/// this package's floor, so the chapter's code keeps its own; this test shows the
/// library's version works (swift-corelibs-foundation has it on Linux).
final class TypedMessageTests: XCTestCase {
  // snippet.typedMessage
  /// "Fetch this cover", as a Foundation message: the cover is the subject, the
  /// address a typed field.
  struct CoverWanted: NotificationCenter.MainActorMessage {
    typealias Subject = WantedCover
    let coverUrl: String
  }

  final class WantedCover: Sendable {}

  @MainActor
  func testAMainActorMessageReachesTheObserverOfItsSubject() async {
    let cover = WantedCover()
    let otherCover = WantedCover()
    var heard: [String] = []
    let token = NotificationCenter.default.addObserver(of: cover, for: CoverWanted.self) {
      heard.append($0.coverUrl)
    }
    NotificationCenter.default.post(CoverWanted(coverUrl: "a.ppm"), subject: cover)
    NotificationCenter.default.post(CoverWanted(coverUrl: "b.ppm"), subject: otherCover)
    NotificationCenter.default.removeObserver(token)
    NotificationCenter.default.post(CoverWanted(coverUrl: "c.ppm"), subject: cover)
    XCTAssertEqual(heard, ["a.ppm"])
  }
  // snippet.end
}
