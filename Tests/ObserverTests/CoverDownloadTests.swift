import AlbumServer
import AppSupport
import Facade
import Foundation
import Synchronization
import TerminalKit
import WorkbookTestSupport
import XCTest

import struct MVC.Album

@testable import Observer

/// Where covers come from: one download per address, none at all when the cache has
/// the file, and every way it can go wrong ending in a placeholder, a stopped spinner
/// and a message, never a hang.
@MainActor
final class CoverDownloadTests: XCTestCase {
  /// The paths an `AlbumServer` was asked for.
  private final class RequestLog: Sendable {
    let paths = Mutex<[String]>([])
    var count: Int { paths.withLock { $0.count } }
  }

  private func startServer() throws -> (AlbumServer, RequestLog) {
    let log = RequestLog()
    let server = try AlbumServer(port: 0) { request in
      log.paths.withLock { $0.append(request.path) }
    }
    server.start()
    addTeardownBlock { server.stop() }
    return (server, log)
  }

  private func address(of server: AlbumServer) -> URL {
    URL(string: "http://127.0.0.1:\(server.port)")!
  }

  /// Makes one cover view per address, as a screen would, and waits for their covers.
  private func showCovers(
    _ addresses: [String], from server: URL, store: CoverStore
  ) async -> (Observer.LibraryAPI, [AlbumView]) {
    let center = NotificationCenter()
    let library = Observer.LibraryAPI(coverServer: server, store: store, notificationCenter: center)
    let views = addresses.map {
      AlbumView(frame: .zero, albumCover: $0, notificationCenter: center)
    }
    await library.coversSettled()
    return (library, views)
  }

  func testOneDownloadPerAddressHoweverManyViewsAsk() async throws {
    let fetcher = FakeFetcher(gated: true)
    let store = CoverStore(cacheDirectory: try makeTemporaryFolder(self), fetcher: fetcher)
    let center = NotificationCenter()
    let library = Observer.LibraryAPI(
      coverServer: unusedServer, store: store, notificationCenter: center)
    let addresses = ["/s/album_a.png", "/s/album_a.png", "/t/album_a.png", "/s/album_b.png"]
    let views = addresses.map {
      AlbumView(frame: .zero, albumCover: $0, notificationCenter: center)
    }
    await fetcher.openGate()
    await library.coversSettled()
    XCTAssertEqual(fetcher.fetchCount, 2, "album_a once for three views, album_b once")
    XCTAssertTrue(views.allSatisfy { !spinnerTurns($0) && $0.imageView.bitmap != nil })
  }

  func testASecondRunWithTheSameCacheMakesNoRequest() async throws {
    let (server, log) = try startServer()
    let cache = try makeTemporaryFolder(self)
    let covers = Facade.LibraryAPI.shared.albums.map(\.coverUrl)
    XCTAssertEqual(covers.count, 5)

    let (first, firstViews) = await showCovers(
      covers, from: address(of: server), store: CoverStore(cacheDirectory: cache))
    XCTAssertEqual(log.count, 5, "the first run downloads each cover")
    XCTAssertTrue(log.paths.withLock { $0 }.allSatisfy { $0.hasPrefix("/covers/album_") })
    XCTAssertEqual(first.coverStatus.downloaded, 5)
    XCTAssertEqual(first.coverStatus.corruptFilesReplaced, 0, "no file, nothing corrupt")
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    XCTAssertEqual(files.count, 5, "saved under the URLs' last path components: \(files)")
    XCTAssertTrue(files.contains("album_sting_nothing like the sun.ppm"), "\(files)")

    let (second, secondViews) = await showCovers(
      covers, from: address(of: server), store: CoverStore(cacheDirectory: cache))
    XCTAssertEqual(log.count, 5, "the second run asks the server nothing")
    XCTAssertEqual(second.coverStatus.fromCache, 5)
    XCTAssertEqual(
      secondViews.map(\.imageView.bitmap), firstViews.map(\.imageView.bitmap),
      "the same pictures")
    XCTAssertFalse(secondViews.contains { $0.imageView.bitmap == .placeholder })
  }

  func testACorruptCacheFileIsFetchedAgainAndReplaced() async throws {
    let (server, log) = try startServer()
    let cache = try makeTemporaryFolder(self)
    let file = cache.appendingPathComponent("album_test.ppm")
    try Data("P6 24 24 255\nnot enough".utf8).write(to: file)
    let (library, views) = await showCovers(
      ["/s/album_test.png"], from: address(of: server), store: CoverStore(cacheDirectory: cache))
    XCTAssertEqual(log.count, 1, "fetched again")
    XCTAssertEqual(library.coverStatus.downloaded, 1)
    XCTAssertEqual(library.coverStatus.corruptFilesReplaced, 1, "and says so")
    XCTAssertEqual(library.coverStatus.failures, [])
    let expected = try Bitmap(ppm: CoverArtSample.bytes!)
    XCTAssertEqual(views[0].imageView.bitmap, expected)
    XCTAssertEqual(try Bitmap(ppm: [UInt8](Data(contentsOf: file))), expected, "file replaced")
  }

  func testACacheThatCannotBeWrittenStillShowsTheCover() async throws {
    let (server, _) = try startServer()
    let notAFolder = try makeTemporaryFolder(self).appendingPathComponent("file")
    try Data().write(to: notAFolder)
    let (library, views) = await showCovers(
      ["/s/album_test.png"], from: address(of: server),
      store: CoverStore(cacheDirectory: notAFolder))
    XCTAssertEqual(views[0].imageView.bitmap, try Bitmap(ppm: CoverArtSample.bytes!))
    XCTAssertEqual(library.coverStatus.saveProblem, "not saved in \(notAFolder.path)")
    XCTAssertTrue(
      library.coverLineText(source: "here").hasSuffix("1 shown · not saved in \(notAFolder.path)"),
      "the notes line says so: \(library.coverLineText(source: "here"))")
  }

  // MARK: Failures: a placeholder, the spinner stopped, a message.

  private func assertFails(
    from server: URL, fetcher: (any CoverFetching)? = nil, cover: String = "/s/album_test.png",
    because reason: String, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let cache = try makeTemporaryFolder(self)
    let store =
      fetcher.map { CoverStore(cacheDirectory: cache, fetcher: $0) }
      ?? CoverStore(cacheDirectory: cache, fetcher: URLSessionCoverFetcher(timeout: .seconds(1)))
    let (library, views) = await showCovers([cover], from: server, store: store)
    XCTAssertEqual(views[0].imageView.bitmap, .placeholder, file: file, line: line)
    XCTAssertFalse(spinnerTurns(views[0]), "the spinner stops", file: file, line: line)
    XCTAssertEqual(library.coverStatus.failures.count, 1, file: file, line: line)
    let message = library.coverStatus.failures.first?.description ?? ""
    XCTAssertTrue(message.contains(reason), "message: \(message)", file: file, line: line)
    let saved = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    XCTAssertEqual(saved, [], "nothing broken is saved", file: file, line: line)
  }

  func testServerDown() async throws {
    let (server, _) = try startServer()
    server.stop()
    try await Task.sleep(for: .milliseconds(100))
    try await assertFails(from: address(of: server), because: "album_test.ppm: server unreachable")
  }

  func testNotFound() async throws {
    let (server, _) = try startServer()
    let elsewhere = address(of: server).appendingPathComponent("nothing-here")
    try await assertFails(from: elsewhere, because: "server answered 404")
  }

  func testAServerThatNeverAnswersIsGivenUpWithinTheTimeLimit() async throws {
    // Listening, so the connection is made, but never accepted nor answered.
    let silent = try AlbumServer(port: 0) { _ in }
    defer { silent.stop() }
    try await assertFails(from: address(of: silent), because: "no answer in time")
  }

  func testATruncatedPicture() async throws {
    let fetcher = FakeFetcher { _ in .success(Array(CoverArtSample.bytes!.prefix(200))) }
    try await assertFails(from: unusedServer, fetcher: fetcher, because: "truncated image")
  }

  func testACorruptPicture() async throws {
    let fetcher = FakeFetcher { _ in .success(Array("<html>oops</html>".utf8)) }
    try await assertFails(from: unusedServer, fetcher: fetcher, because: "not a PPM (P6) image")
  }

  func testAnAddressWithNoFileName() async throws {
    // Nothing after the last slash, or a folder's name with no extension to drop.
    for cover in ["/", "/static/", "/static/.png"] {
      try await assertFails(
        from: unusedServer, fetcher: FakeFetcher(), cover: cover, because: "not a cover address")
    }
  }
}
