import AlbumServer
import Foundation
import MVC
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Facade

// Singleton, imported for PersistencyManager, has a LibraryAPI and a controller of its
// own; in this file the names mean chapter 3's.
private typealias LibraryAPI = Facade.LibraryAPI
private typealias LibraryViewController = Facade.LibraryViewController

@MainActor
final class FacadeScreenTests: XCTestCase {
  private func makeScreen(_ poster: SpyPoster? = nil) -> (LibraryViewController, Window) {
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: poster)
    let controller = LibraryViewController(library: library)
    return (controller, Window(rootViewController: controller, size: Size(width: 100, height: 24)))
  }

  func testDeleteRemovesTheAlbumOnScreenAndShowsTheNext() async {
    let (controller, window) = makeScreen()
    XCTAssertEqual(window.send(.right), .handled)
    XCTAssertEqual(window.send(.character("d")), .handled)
    await controller.waitForTasks()
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("Nothing Like The Sun"), screen)
    XCTAssertTrue(controller.statusText.hasPrefix("Deleted “It's My Life” · Album 2 of 4"))
    XCTAssertEqual(
      controller.serverStatus.label.text, "Server: offline, changes stay on this machine")
  }

  func testThePostsOutcomeReachesTheStatusLine() async {
    let spy = SpyPoster { .failed(path: $0, reason: "server answered 500") }
    let (controller, window) = makeScreen(spy)
    _ = window.send(.character("d"))
    await controller.waitForTasks()
    XCTAssertTrue(controller.statusText.hasPrefix("Deleted “Best of Bowie”"))
    XCTAssertEqual(
      controller.serverStatus.label.text,
      "Server: http://spy.invalid · /api/deleteAlbum failed: server answered 500")
    XCTAssertEqual(controller.library.albums.count, 4, "the local change stands")
    XCTAssertEqual(spy.posts.map(\.body), ["0"])
  }

  func testDeletingEverythingLeavesAnEmptyLibraryAndDisablesDelete() async {
    let (controller, window) = makeScreen()
    _ = window.send(.right)
    _ = window.send(.right)
    for _ in 0..<5 { _ = window.send(.character("d")) }
    XCTAssertEqual(window.send(.character("d")), .ignored, "Delete is disabled when empty")
    XCTAssertEqual(window.send(.left), .handled)
    XCTAssertEqual(window.send(.right), .handled)
    await controller.waitForTasks()
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("The library is empty."), screen)
    XCTAssertTrue(screen.hasSuffix("(d) Delete"), screen)
    XCTAssertNil(controller.albumView)
  }

  func testShowingAnIndexOutOfRangeShowsTheEmptyStateWithoutCrashing() async {
    let (controller, window) = makeScreen()
    controller.showAlbum(at: 42)
    controller.showAlbum(at: -1)
    XCTAssertTrue(window.render().renderPlain().contains("The library is empty."))
  }
}

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

  func testAlbumServerRejectsBadFlagsAndBusyPorts() throws {
    try assertExecute(
      "album-server", ["--port", "http"], exitCode: 2, errorContains: "invalid port")
    try assertExecute("album-server", ["--verbose"], exitCode: 2, errorContains: "USAGE:")
    let port = freeLoopbackPort()
    let first = try BackgroundProcess("album-server", ["--port", "\(port)"])
    XCTAssertTrue(first.wait { first.standardOutput.contains("listening on") })
    try assertExecute(
      "album-server", ["--port", "\(port)"], exitCode: 1, errorContains: "cannot listen")
    first.stop()
  }
}
