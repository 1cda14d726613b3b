import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-facade`, with and without `album-server`, run as a classroom runs
/// them.
final class ChapterFacadeExecutableTests: XCTestCase {
  func testOfflineItPrintsTheScreen() throws {
    try assertScreen(
      "chapter-facade", shows: ["Best of Bowie", "Server: offline"], snapshot: "chapter-facade")
  }

  func testOfflineDeleteIsLocal() throws {
    try assertScreen(
      "chapter-facade", keys: "d", shows: ["It's My Life", "Album 1 of 4"],
      snapshot: "chapter-facade-delete-offline")
  }

  /// The smallest screen the app supports, where the cover is three rows and the server
  /// line just fits under the details, and a wide one, after deleting down to one album.
  func testTheScreenAtTheSmallestSizeAndAWideOne() throws {
    try assertScreen(
      "chapter-facade", arguments: ["--size", "30x14"], shows: ["Best of Bowie", "Server: off"],
      snapshot: "chapter-facade-30x14")
    try assertScreen(
      "chapter-facade", keys: "d d d d", arguments: ["--size", "133x41"],
      shows: ["American Pie", "Album 1 of 1"], snapshot: "chapter-facade-last-133x41")
  }

  func testWithTheAlbumServerADeleteIsPosted() throws {
    let port = freeLoopbackPort()
    let server = try BackgroundProcess("album-server", ["--port", "\(port)"])
    XCTAssertTrue(
      server.wait { server.standardOutput.contains("listening on") }, server.standardError)
    let result = try assertExecute(
      "chapter-facade", ["--server", "http://127.0.0.1:\(port)", "--keys", "right d"])
    XCTAssertTrue(
      result.standardOutput.contains("/api/deleteAlbum → 200"), result.standardOutput)
    XCTAssertEqual(server.stop(), 0, "Ctrl-C stops the server cleanly")
    XCTAssertEqual(
      server.standardOutput,
      "album-server: listening on http://127.0.0.1:\(port) (Ctrl-C stops)\n"
        + "POST /api/deleteAlbum 1\nalbum-server: stopped\n")
  }

  func testWithNoServerListeningTheDeleteIsStillLocalAndTheExitIsZero() throws {
    let result = try assertExecute(
      "chapter-facade", ["--server", "http://127.0.0.1:\(freeLoopbackPort())", "--keys", "d"])
    XCTAssertTrue(result.standardOutput.contains("It's My Life"))
    XCTAssertTrue(result.standardOutput.contains("server unreachable"), result.standardOutput)
  }

  func testABadServerAddressIsAUsageError() throws {
    for address in ["localhost:8080", "https://example.com", "http://"] {
      try assertExecute(
        "chapter-facade", ["--server", address], exitCode: 2, errorContains: "invalid server URL")
    }
  }
}
