import AppSupport
import Foundation
import TerminalKit
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where covers are kept, and where they come from.
final class CoverSourceTests: XCTestCase {
  private func launch(_ arguments: [String]) throws -> LaunchOptions {
    try LaunchOptions.parse(
      arguments,
      by: LaunchOptions.commandLine(
        program: "swift run demo", summary: "", flags: [CoverSource.cacheOption]))
  }

  func testTheCacheFolderIsTheFlagElseXDGElseHome() throws {
    let home = ["HOME": "/home/ada"]
    XCTAssertEqual(
      try CoverSource.cacheDirectory(from: launch(["--cache", "/tmp/c"]), environment: home).path,
      "/tmp/c")
    XCTAssertEqual(
      try CoverSource.cacheDirectory(
        from: launch([]), environment: ["XDG_CACHE_HOME": "/var/cache/ada", "HOME": "/h"]
      ).path,
      "/var/cache/ada/bluelibrary/covers")
    XCTAssertEqual(
      try CoverSource.cacheDirectory(from: launch([]), environment: home).path,
      "/home/ada/.cache/bluelibrary/covers")
    // The XDG specification ignores a relative XDG_CACHE_HOME.
    XCTAssertEqual(
      try CoverSource.cacheDirectory(
        from: launch([]), environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/ada"]
      ).path,
      "/home/ada/.cache/bluelibrary/covers")
  }

  func testAnEmptyCacheFolderIsRefused() throws {
    // Not the current folder: covers written there would litter wherever the app ran.
    XCTAssertThrowsError(
      try CoverSource.cacheDirectory(from: try launch(["--cache", ""]), environment: [:])
    ) {
      XCTAssertEqual("\($0)", "--cache needs a folder")
    }
  }

  func testWithoutAServerTheAppServesCoversItself() async throws {
    let source = try CoverSource.start(from: LaunchOptions())
    XCTAssertEqual(source.server.host, "127.0.0.1")
    XCTAssertEqual(source.summary, "the app's own server (loopback)")
    let (data, response) = try await URLSession.shared.data(
      from: source.server.appendingPathComponent("covers/album_test.ppm"))
    XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
    XCTAssertNoThrow(try Bitmap(ppm: [UInt8](data)))
  }
}
