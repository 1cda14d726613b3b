import Command
import ExerciseSupport
import MVC
import WorkbookTestSupport
import XCTest

@testable import Facade
@testable import Mediator

/// The edit is chapter 8's command: done, it puts the edited album in the old one's
/// place and nothing else moves; undone, the library is what it was; done again, the
/// edit is back; and it says its own words each way.
final class EditCommandTests: XCTestCase {
  func testAnEditItsUndoAndItsRedoOverAnyLibrary() {
    let generator = FormParts.zip(FormParts.libraryAndIndex, Generators.albumFields)
    assertForAll(generator, runs: 300) { library, fields in
      let (albums, index) = library
      let facade = FormParts.library(holding: albums)
      let edited = FormParts.album(fields, cover: "/covers/new.png")
      guard let command = EditAlbumCommand(editingAlbumAt: index, into: edited, in: facade) else {
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

  func testNoCommandForAPlaceWithoutAnAlbumOrAnAlbumUnchanged() {
    let albums = [
      Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      Album(title: "Blue", artist: "Joni Mitchell", genre: "Folk", coverUrl: "", year: "1971"),
    ]
    let facade = FormParts.library(holding: albums)
    var other = albums[0]
    other.year = "1978"
    XCTAssertNil(EditAlbumCommand(editingAlbumAt: 2, into: other, in: facade))
    XCTAssertNil(EditAlbumCommand(editingAlbumAt: -1, into: other, in: facade))
    XCTAssertNil(EditAlbumCommand(editingAlbumAt: 0, into: albums[0], in: facade))
    XCTAssertNotNil(EditAlbumCommand(editingAlbumAt: 1, into: other, in: facade))
  }

  func testAnEditOfAPlaceNowEmptyIsRefusedAndChangesNothing() throws {
    let albums = [Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977")]
    let facade = FormParts.library(holding: albums)
    var other = albums[0]
    other.title = "High"
    let command = try XCTUnwrap(EditAlbumCommand(editingAlbumAt: 0, into: other, in: facade))
    try facade.deleteAlbum(at: 0)
    XCTAssertThrowsError(try command.execute())
    XCTAssertEqual(facade.albums, [])
  }
}
