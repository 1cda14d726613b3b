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
    XCTAssertEqual(controller.currentAlbumIndex, 1, "the next album moved into the index")
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
    XCTAssertEqual(controller.browser.albums.count, 4, "the local change stands")
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
    XCTAssertNil(controller.currentAlbumIndex, "an empty library has no current album")
    XCTAssertTrue(controller.albumView.isHidden, "no cover for an empty library")
    XCTAssertFalse(screen.contains(".png"), "and none drawn")
    XCTAssertEqual(controller.statusText, "Deleted “Best of Bowie” · No albums left")
  }

  /// Chapter 8's undo tells the screen of an album put back; the first one after an empty
  /// library brings the cover back, and Delete with it.
  func testAnAlbumToldOfAfterTheLibraryWasEmptiedBringsItsCoverBack() async throws {
    let (controller, window) = makeScreen()
    for _ in 0..<5 { _ = window.send(.character("d")) }
    XCTAssertTrue(controller.albumView.isHidden)
    let blue = Album(
      title: "Blue", artist: "Joni Mitchell", genre: "Folk", coverUrl: "/blue.png", year: "1971")
    try controller.browser.library.addAlbum(blue, at: 0)
    controller.browser.libraryChanged(showing: 0)
    XCTAssertFalse(controller.albumView.isHidden, "the cover is back")
    let screen = window.render().renderPlain()
    for text in ["┌", "blue.png", "Joni Mitchell", "Album 1 of 1", "[d] Delete"] {
      XCTAssertTrue(screen.contains(text), "\(text) missing from\n\(screen)")
    }
    XCTAssertFalse(screen.contains("The library is empty."), screen)
  }

  /// A delete the library refuses: another holder of the facade emptied the library
  /// behind this screen's back, so the album on screen is no longer there to delete. The
  /// status line says why, in the facade's words, and nothing else changes.
  func testADeleteTheLibraryRefusesSaysWhyAndChangesNothing() async throws {
    let (controller, window) = makeScreen()
    for _ in 0..<4 { _ = window.send(.right) }
    for _ in 0..<4 { try controller.browser.library.deleteAlbum(at: 0) }
    XCTAssertEqual(window.send(.character("d")), .handled)
    XCTAssertEqual(
      controller.statusText,
      "Nothing deleted: index 4 is not in the library, which holds 1 album")
    XCTAssertEqual(controller.browser.albums.map(\.title), ["American Pie"])
    XCTAssertTrue(
      window.render().renderPlain().contains("which holds 1 album"), "the status line shows it")
  }

  func testTheServerLineSaysPostingUntilTheAnswerComes() async {
    let spy = SpyPoster()
    let (controller, window) = makeScreen(spy)
    func serverLine() -> String {
      let line = controller.serverStatus.label.text
      XCTAssertTrue(window.render().renderPlain().contains(line), "\(line) is not on the screen")
      return line
    }
    XCTAssertEqual(serverLine(), "Server: http://spy.invalid · no change posted yet")
    spy.hold()
    _ = window.send(.character("d"))
    XCTAssertEqual(serverLine(), "Server: http://spy.invalid · posting…")
    _ = window.send(.character("d"))
    XCTAssertEqual(serverLine(), "Server: http://spy.invalid · posting…", "two posts out")
    spy.release()
    await controller.waitForTasks()
    XCTAssertEqual(serverLine(), "Server: http://spy.invalid · /api/deleteAlbum → 200")
    XCTAssertEqual(spy.posts.map(\.body), ["0", "0"])
  }

  /// Answered one at a time: "posting…" stays while any post is still out, and then the
  /// line says what became of the newest, whatever became of the ones before it.
  func testTheServerLineShowsPostingWhileAnyPostIsOutThenTheNewestOutcome() async throws {
    let spy = SpyPoster { path in
      path == "/api/addAlbum"
        ? .failed(path: path, reason: "server answered 500") : .delivered(path: path, status: 200)
    }
    let (controller, window) = makeScreen(spy)
    let library = controller.browser.library
    let album = try XCTUnwrap(library.albums.first)
    spy.hold()
    controller.serverStatus.follow(try library.deleteAlbum(at: 0), for: controller)
    controller.serverStatus.follow(try library.addAlbum(album, at: 0), for: controller)
    controller.serverStatus.follow(try library.deleteAlbum(at: 0), for: controller)
    let answers: [PostOutcome] = [
      .delivered(path: "/api/deleteAlbum", status: 200),
      .failed(path: "/api/addAlbum", reason: "server answered 500"),
    ]
    for (number, answer) in answers.enumerated() {
      spy.releaseOne()
      let deadline = ContinuousClock.now + .seconds(10)
      while controller.serverStatus.lastPost != answer, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
      }
      XCTAssertEqual(controller.serverStatus.lastPost, answer, "answer \(number + 1)")
      XCTAssertEqual(
        controller.serverStatus.label.text, "Server: http://spy.invalid · posting…",
        "after answer \(number + 1) of 3")
    }
    spy.release()
    await controller.waitForTasks()
    XCTAssertEqual(
      controller.serverStatus.label.text, "Server: http://spy.invalid · /api/deleteAlbum → 200")
    XCTAssertTrue(
      window.render().renderPlain().contains("/api/deleteAlbum → 200"), "the screen shows it")
  }

  /// Any library (generated: albums that share fields, or none) and any run of the
  /// screen's keys, ← → and d, with a key it does not use among them: after each key the
  /// screen shows the album a plain list and index say it should, stopping at the ends,
  /// or the empty library.
  func testAnyRunOfArrowsAndDeletesShowsTheAlbumItMovedTo() async {
    let runs = Generators.albums(count: 0...6).flatMap { fields in
      Generators.keys(from: ["left", "right", "d", "x"]).map { (fields, $0) }
    }
    assertForAll(runs) { fields, keys in
      var albums = fields.enumerated().map { offset, field in
        Album(
          title: field.title, artist: field.artist, genre: field.genre,
          coverUrl: "/covers/\(offset).png", year: field.year)
      }
      var index: Int? = albums.isEmpty ? nil : 0
      let library = LibraryAPI(
        persistencyManager: PersistencyManager(albums: albums), httpClient: nil)
      let controller = LibraryViewController(library: library)
      let window = Window(rootViewController: controller, size: Size(width: 100, height: 24))
      try expectShows(albums, at: index, controller, window, after: "no key")
      for name in keys {
        let key = try XCTUnwrap(Key(name: name))
        switch (key, index) {
        case (.left, let current?): index = max(0, current - 1)
        case (.right, let current?): index = min(albums.count - 1, current + 1)
        case (.character("d"), let current?):
          albums.remove(at: current)
          index = albums.isEmpty ? nil : min(current, albums.count - 1)
        default: break
        }
        _ = window.send(key)
        try expectShows(albums, at: index, controller, window, after: name)
      }
    }
  }

  /// Throws unless the screen shows `albums[index]` as album `index + 1` of them, or the
  /// empty library when `index` is `nil`.
  private func expectShows(
    _ albums: [Album], at index: Int?, _ controller: LibraryViewController, _ window: Window,
    after key: String
  ) throws {
    let lines = window.render().renderPlain().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    // The details start on row 14, names ending in one column: "Artist", the longest,
    // starts four columns in. Lines are compared as printed, without trailing spaces.
    func detail(_ name: String, _ value: String, nameWidth: Int) -> String {
      var line = String(repeating: " ", count: 4 + nameWidth - name.count) + name + "  " + value
      while line.last == " " { line.removeLast() }
      return line
    }
    guard let index else {
      try expectEqual(lines[14], detail("", "The library is empty.", nameWidth: 0), "after \(key)")
      try expect(controller.statusText.hasSuffix("No albums left"), "after \(key)")
      try expect(controller.albumView.isHidden, "no cover, after \(key)")
      try expect(lines[23].hasSuffix("(d) Delete"), "Delete disabled, after \(key)")
      return
    }
    let album = albums[index]
    let expected = [
      ("Title", album.title), ("Artist", album.artist), ("Genre", album.genre),
      ("Year", album.year),
    ].map { detail($0, $1, nameWidth: 6) }
    try expectEqual(Array(lines[14...17]), expected, "the details, after \(key)")
    try expect(
      lines[11].contains(AlbumView.fileName(of: album.coverUrl)), "the cover, after \(key)")
    try expect(
      controller.statusText.hasSuffix(
        "Album \(index + 1) of \(albums.count) · ←/→ move · d deletes"),
      "the status line, after \(key): \(controller.statusText)")
    try expect(lines[23].hasSuffix("[d] Delete"), "Delete enabled, after \(key)")
  }

  func testAChangeToldOfWithAnIndexPastTheEndShowsTheLastAlbum() async {
    let (controller, window) = makeScreen()
    controller.browser.libraryChanged(showing: 42)
    XCTAssertEqual(controller.currentAlbumIndex, 4)
    XCTAssertTrue(window.render().renderPlain().contains("Album 5 of 5"))
    controller.browser.libraryChanged(showing: -1)
    XCTAssertEqual(controller.currentAlbumIndex, 0)
  }
}
