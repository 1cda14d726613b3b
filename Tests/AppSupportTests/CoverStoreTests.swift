import AppSupport
import Foundation
import Synchronization
import TerminalKit
import WorkbookTestSupport
import XCTest

/// The cover cache: a picture in the cache is read, not fetched; what is not one of its
/// own files (a link, something too big to be a cover) is fetched again and replaced.
final class CoverStoreTests: XCTestCase {
  /// Answers every fetch with a good cover, and counts them.
  private final class CountingFetcher: CoverFetching {
    let count = Mutex(0)

    func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
      count.withLock { $0 += 1 }
      return .success(CoverArtSample.bytes!)
    }
  }

  private let address = URL(string: "http://127.0.0.1:9/covers/a.ppm")!

  func testACachedPictureIsReadWithoutAFetch() async throws {
    let folder = try makeTemporaryFolder(self)
    let fetcher = CountingFetcher()
    let store = CoverStore(cacheDirectory: folder, fetcher: fetcher)
    guard case .downloaded(_, nil, false) = await store.cover(at: address) else {
      return XCTFail("the first cover is not downloaded and saved")
    }
    guard case .cached = await store.cover(at: address) else {
      return XCTFail("the second cover is not read from the cache")
    }
    XCTAssertEqual(fetcher.count.withLock { $0 }, 1)
  }

  func testALinkInTheCacheIsNotFollowedButReplaced() async throws {
    let folder = try makeTemporaryFolder(self)
    let elsewhere = try makeTemporaryFolder(self).appendingPathComponent("a.ppm")
    try Data(CoverArtSample.bytes!).write(to: elsewhere)
    let file = folder.appendingPathComponent("a.ppm")
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
    let fetcher = CountingFetcher()
    let outcome = await CoverStore(cacheDirectory: folder, fetcher: fetcher).cover(at: address)
    guard case .downloaded(_, nil, _) = outcome else {
      return XCTFail("a link was read as the cache's file: \(outcome)")
    }
    XCTAssertEqual(fetcher.count.withLock { $0 }, 1)
    let type = try FileManager.default.attributesOfItem(atPath: file.path)[.type]
    XCTAssertEqual(type as? FileAttributeType, .typeRegular, "the link is replaced by a file")
  }
}
