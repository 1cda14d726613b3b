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

/// The facade's promises about changes: local first, posted only when online, exactly
/// once, in order.
final class FacadeBehaviourTests: XCTestCase {
  private let blue = Album(
    title: "Blue", artist: "Joni Mitchell", genre: "Folk", coverUrl: "/blue.png", year: "1971")

  func testOfflineNoChangeIsEverPosted() async throws {
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    XCTAssertNil(library.serverAddress)
    var expected = PersistencyManager.tutorialAlbums
    // A fixed pseudo-random walk of adds and deletes.
    var seed: UInt64 = 2014
    for step in 0..<200 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1
      let index = Int(seed >> 33) % (expected.count + 2)
      if seed & 1 == 0 || expected.isEmpty {
        let album = Album(
          title: "Album \(step)", artist: "A", genre: "G", coverUrl: "/\(step).png", year: "2000")
        let outcome = try await library.addAlbum(album, at: index).value
        XCTAssertEqual(outcome, .offline)
        expected.insert(album, at: min(index, expected.count))
      } else if index < expected.count {
        let outcome = try await library.deleteAlbum(at: index).value
        XCTAssertEqual(outcome, .offline)
        expected.remove(at: index)
      }
    }
    XCTAssertEqual(library.albums, expected)
  }

  func testOnlineEachChangeIsPostedExactlyOnceWithItsPathAndBodyInOrder() async throws {
    let spy = SpyPoster()
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: spy)
    let posts = [
      try library.addAlbum(blue, at: 1),
      try library.deleteAlbum(at: 0),
      try library.deleteAlbum(at: 3),
      try library.addAlbum(blue, at: 99),
    ]
    for post in posts {
      let outcome = await post.value
      XCTAssertTrue(
        outcome == .delivered(path: "/api/addAlbum", status: 200)
          || outcome == .delivered(path: "/api/deleteAlbum", status: 200))
    }
    XCTAssertEqual(
      spy.posts,
      [
        .init(path: "/api/addAlbum", body: blue.description),
        .init(path: "/api/deleteAlbum", body: "0"),
        .init(path: "/api/deleteAlbum", body: "3"),
        .init(path: "/api/addAlbum", body: blue.description),
      ])
    XCTAssertEqual(
      library.albums.map(\.title),
      ["Blue", "It's My Life", "Nothing Like The Sun", "American Pie", "Blue"])
  }

  func testTheLocalChangeIsMadeBeforeThePost() async throws {
    let spy = SpyPoster()
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: spy)
    spy.witness { [weak library] in
      library.map { "\($0.albums.count) albums, first \($0.albums.first?.title ?? "none")" } ?? ""
    }
    _ = try await library.deleteAlbum(at: 0).value
    _ = try await library.addAlbum(blue, at: 0).value
    XCTAssertEqual(
      spy.seenAtPosts,
      ["4 albums, first It's My Life", "5 albums, first Blue"],
      "what the library held as each post reached the server")
  }

  func testTheScreenSeesTheChangeWhileThePostIsStillOut() async throws {
    let spy = SpyPoster()
    spy.hold()
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: spy)
    let post = try library.deleteAlbum(at: 0)
    XCTAssertEqual(library.albums.count, 4, "deleted locally while the post is still out")
    spy.release()
    _ = await post.value
  }

  func testAFailedPostNeverUndoesTheLocalChange() async throws {
    let spy = SpyPoster { .failed(path: $0, reason: "server answered 500") }
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: spy)
    let outcome = try await library.deleteAlbum(at: 0).value
    XCTAssertEqual(outcome, .failed(path: "/api/deleteAlbum", reason: "server answered 500"))
    XCTAssertEqual(library.albums.first?.title, "It's My Life")
  }

  func testARefusedChangeIsNotPosted() async throws {
    let spy = SpyPoster()
    let library = LibraryAPI(persistencyManager: PersistencyManager(albums: []), httpClient: spy)
    XCTAssertThrowsError(try library.deleteAlbum(at: 0)) {
      XCTAssertEqual($0 as? LibraryError, .noSuchIndex(0, albumCount: 0))
    }
    XCTAssertThrowsError(try library.addAlbum(blue, at: -1)) {
      XCTAssertEqual($0 as? LibraryError, .noSuchIndex(-1, albumCount: 0))
    }
    // A post queued or sent for a refusal would reach the spy before the next change's
    // post is answered: wait for one, then look.
    _ = try await library.addAlbum(blue, at: 0).value
    XCTAssertEqual(spy.posts, [.init(path: "/api/addAlbum", body: blue.description)])
  }

  func testEachPostWaitsUntilTheOneBeforeIsAnswered() async throws {
    let spy = SpyPoster()
    spy.hold()
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: spy)
    let first = try library.deleteAlbum(at: 0)
    let second = try library.deleteAlbum(at: 1)
    while spy.posts.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
    // Not a speed limit: time for a second post to arrive, were it not queued.
    try await Task.sleep(for: .milliseconds(200))
    XCTAssertEqual(spy.posts.map(\.body), ["0"], "the second post waits while the first is out")
    spy.release()
    _ = await (first.value, second.value)
    XCTAssertEqual(spy.posts.map(\.body), ["0", "1"])
  }

  func testTheSharedFacadeStartsOfflineWithTheTutorialsAlbums() {
    // No test in this process connects or changes `shared`; the programs that do run
    // in processes of their own.
    XCTAssertNil(LibraryAPI.shared.serverAddress)
    XCTAssertEqual(LibraryAPI.shared.albums, PersistencyManager.tutorialAlbums)
  }

  func testRemovingAlbumsFromSeveralThreadsNamesEachRemovedAlbumOnce() async {
    // Four tasks keep deleting the first album. Were the title read apart from the
    // delete, two tasks could read the same title while deleting two albums.
    let albums = (0..<2_000).map {
      Album(title: "Album \($0)", artist: "A", genre: "G", coverUrl: "/\($0).png", year: "2000")
    }
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: albums), httpClient: nil)
    let named = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<4 {
        group.addTask {
          var titles: [String] = []
          while let deleted = try? library.removeAlbum(at: 0) {
            titles.append(deleted.album.title)
          }
          return titles
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    XCTAssertEqual(library.albums, [])
    XCTAssertEqual(named.sorted(), albums.map(\.title).sorted(), "each deleted album named once")
  }

  @MainActor
  func testDeletingTheCurrentAlbumKeepsTheSelectionInsideTheLibrary() throws {
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    let browser = AlbumBrowser(library: library)
    let screen = ViewController()
    var redraws = 0
    browser.libraryDidChange = { redraws += 1 }
    let titles = PersistencyManager.tutorialAlbums.map(\.title)
    XCTAssertTrue(browser.select(1))
    XCTAssertEqual(browser.deleteCurrentAlbum(on: screen)?.album.title, titles[1])
    XCTAssertEqual(browser.current?.index, 1, "the next album moves into the index")
    XCTAssertEqual(browser.current?.album.title, titles[2])
    XCTAssertEqual(redraws, 1, "the screen is told once")
    XCTAssertTrue(screen.statusText.hasPrefix("Deleted “\(titles[1])”"), screen.statusText)
    XCTAssertTrue(browser.select(3))
    XCTAssertEqual(browser.deleteCurrentAlbum(on: screen)?.album.title, titles[4])
    XCTAssertEqual(browser.current?.index, 2, "deleting the last album moves the index back one")
    for _ in 0..<3 { XCTAssertNotNil(browser.deleteCurrentAlbum(on: screen)) }
    XCTAssertNil(browser.current, "an empty library has no current album")
    XCTAssertNil(browser.deleteCurrentAlbum(on: screen), "nothing left to delete")
    XCTAssertEqual(redraws, 5, "a delete that did nothing redraws nothing")
    // A delete the library refuses (the album on screen went behind the browser's back)
    // does nothing either, so it redraws nothing and the selection stays.
    try library.addAlbum(PersistencyManager.tutorialAlbums[0], at: 0)
    try library.addAlbum(PersistencyManager.tutorialAlbums[1], at: 1)
    browser.libraryChanged(showing: 1)
    XCTAssertEqual(redraws, 6)
    try library.deleteAlbum(at: 1)
    XCTAssertNil(browser.deleteCurrentAlbum(on: screen), "the library refuses")
    XCTAssertEqual(redraws, 6, "a refused delete redraws nothing")
    XCTAssertEqual(browser.selection.index, 1, "a refused delete leaves the selection")
    XCTAssertTrue(screen.statusText.hasPrefix("Nothing deleted"), screen.statusText)
  }

  func testRemovingAnAlbumReturnsTheAlbumThatWent() throws {
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    let albums = PersistencyManager.tutorialAlbums
    XCTAssertEqual(try library.removeAlbum(at: 3).album, albums[3])
    XCTAssertEqual(library.albums, albums.enumerated().filter { $0.offset != 3 }.map(\.element))
    XCTAssertThrowsError(try library.removeAlbum(at: 4)) { error in
      XCTAssertEqual(error as? LibraryError, .noSuchIndex(4, albumCount: 4))
      XCTAssertEqual("\(error)", "index 4 is not in the library, which holds 4 albums")
    }
  }

  /// What a refusal says, read as the screen shows it: how many albums, in plain words.
  func testARefusalNamesTheIndexAndHowManyAlbumsTheLibraryHeld() {
    XCTAssertEqual(
      "\(LibraryError.noSuchIndex(0, albumCount: 0))",
      "index 0 is not in the library, which holds 0 albums")
    XCTAssertEqual(
      "\(LibraryError.noSuchIndex(1, albumCount: 1))",
      "index 1 is not in the library, which holds 1 album")
    XCTAssertEqual(
      "\(LibraryError.noSuchIndex(-1, albumCount: 2))",
      "index -1 is not in the library, which holds 2 albums")
  }

  /// The app goes online with `connect(to:)`'s own time limit: a server that takes the
  /// connection and never answers is given up after 3 seconds, the post says so, and the
  /// local change stands. (The test waits those 3 seconds.)
  func testASilentServerIsGivenUpAfterTheFacadesThreeSeconds() async throws {
    let silent = try SilentServer()
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    library.connect(to: try XCTUnwrap(URL(string: "http://127.0.0.1:\(silent.port)")))
    let outcome = try await library.deleteAlbum(at: 0).value
    XCTAssertEqual(outcome, .failed(path: "/api/deleteAlbum", reason: "no answer within 3.0 s"))
    XCTAssertEqual(library.albums.first?.title, "It's My Life")
    withExtendedLifetime(silent) {}
  }
}
