import Command
import ExerciseSupport
import Foundation
import MVC
import Singleton
import Synchronization
import WorkbookTestSupport
import XCTest

@testable import Facade
@testable import Mediator

/// The edit is chapter 8's command: done, it puts the edited album in the old one's
/// place and nothing else moves; undone, the library is what it was; done again, the
/// edit is back; and it says its own words each way.
final class EditUndoTests: XCTestCase {
  func testAnEditItsUndoAndItsRedoOverAnyLibrary() {
    let generator = Generators.zip(FormParts.libraryAndIndex, Generators.albumFields)
    assertForAll(generator, runs: 300) { library, fields in
      let (albums, index) = library
      let facade = FormParts.library(holding: albums)
      let edited = FormParts.album(fields, cover: "/covers/new.png")
      guard
        let command = EditAlbumCommand(
          editing: albums[index], at: index, into: edited, in: facade)
      else {
        return try expectEqual(albums[index], edited, "no command only for no change")
      }
      let done = try command.execute()
      var expected = albums
      expected[index] = edited
      try expectEqual(facade.albums, expected)
      try expectEqual(done.index, index)
      try expectEqual(done.album, edited)
      try expectEqual(done.account, "Edited “\(edited.title)”")
      try expect(done.albumAfter == .theAlbum, "the edited album is current")
      let undone = try command.undo()
      try expectEqual(facade.albums, albums)
      try expectEqual(undone.album, albums[index])
      try expectEqual(undone.account, "Took back the edit of “\(albums[index].title)”")
      _ = try command.execute()
      try expectEqual(facade.albums, expected)
    }
  }

  func testNoEditForAnAlbumNotWhereItWasOrUnchanged() {
    let albums = [
      Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      Album(title: "Blue", artist: "Joni Mitchell", genre: "Folk", coverUrl: "", year: "1971"),
    ]
    let facade = FormParts.library(holding: albums)
    var other = albums[0]
    other.year = "1978"
    XCTAssertNil(EditAlbumCommand(editing: albums[0], at: 2, into: other, in: facade))
    XCTAssertNil(EditAlbumCommand(editing: albums[0], at: -1, into: other, in: facade))
    XCTAssertNil(
      EditAlbumCommand(editing: albums[0], at: 1, into: other, in: facade), "Blue is there")
    XCTAssertNil(EditAlbumCommand(editing: albums[0], at: 0, into: albums[0], in: facade))
    XCTAssertNotNil(EditAlbumCommand(editing: albums[0], at: 0, into: other, in: facade))
  }

  func testAnEditOfAPlaceNowEmptyIsRefusedAndChangesNothing() throws {
    let albums = [Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977")]
    let facade = FormParts.library(holding: albums)
    var other = albums[0]
    other.title = "High"
    let command = try XCTUnwrap(
      EditAlbumCommand(editing: albums[0], at: 0, into: other, in: facade))
    try facade.deleteAlbum(at: 0)
    XCTAssertThrowsError(try command.execute())
    XCTAssertEqual(facade.albums, [])
  }

  func testOnlineAnEditPostsTheDeleteThenTheAddAndCarriesTheAdd() async throws {
    let server = PostLog()
    let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: server)
    let original = try XCTUnwrap(library.albums.first)
    var edited = original
    edited.title = "Low"
    let command = try XCTUnwrap(
      EditAlbumCommand(editing: original, at: 0, into: edited, in: library))
    let done = try command.execute()
    let outcome = await done.post.value
    XCTAssertEqual(outcome, .delivered(path: "/api/addAlbum", status: 202), "the second post")
    let undone = try command.undo()
    _ = await undone.post.value
    let posted = server.paths
    XCTAssertEqual(
      posted.map(\.path),
      ["/api/deleteAlbum", "/api/addAlbum", "/api/deleteAlbum", "/api/addAlbum"])
    XCTAssertEqual(posted.map(\.body).first, "0")
    XCTAssertTrue(posted[1].body.hasPrefix("title: Low,"), posted[1].body)
    XCTAssertTrue(posted[3].body.hasPrefix("title: \(original.title),"), posted[3].body)
  }
}

/// A server that answers its Nth post with status 200 + N and keeps each path and body.
private final class PostLog: HTTPPosting {
  private let kept = Mutex<[(path: String, body: String)]>([])
  let baseURL = URL(string: "http://127.0.0.1:1")!

  var paths: [(path: String, body: String)] { kept.withLock { $0 } }

  func post(_ path: String, body: String) async -> PostOutcome {
    let number = kept.withLock {
      $0.append((path, body))
      return $0.count
    }
    return .delivered(path: path, status: 200 + number)
  }
}
