import Decorator
import MVC
import Singleton
import WorkbookTestSupport
import XCTest

/// The extension flavour: `Album` gains table rows from another module, without
/// changing and without storing anything.
final class TableRepresentationTests: XCTestCase {
  func testEveryAlbumsRowsAreArtistAlbumGenreYearWithItsValues() {
    for album in PersistencyManager.tutorialAlbums {
      let before = album
      XCTAssertEqual(
        album.tableRepresentation(),
        [
          AlbumRow(title: "Artist", value: album.artist),
          AlbumRow(title: "Album", value: album.title),
          AlbumRow(title: "Genre", value: album.genre),
          AlbumRow(title: "Year", value: album.year),
        ])
      XCTAssertEqual(album, before, "presenting an album must not change it")
    }
    XCTAssertEqual(
      PersistencyManager.tutorialAlbums[0].tableRepresentation().map(\.value),
      ["David Bowie", "Best of Bowie", "Pop", "1992"])
  }

  func testWithoutTheDecoratorModuleAnAlbumHasNoTableRepresentation() throws {
    try assertProbe(
      """
      import MVC

      func probe(_ album: Album) {
        _ = album.tableRepresentation()  // expected-error {{value of type 'Album' has no member 'tableRepresentation'}}
      }
      """)
  }

  func testTheExtensionWorksOnAConstantAlbumBecauseItChangesNothing() throws {
    // If the extension's method were `mutating`, calling it on a `let` would not
    // compile, and this probe would fail.
    try assertProbe(
      """
      import Decorator
      import MVC

      func probe() {
        let album = Album(title: "t", artist: "a", genre: "g", coverUrl: "c", year: "y")  // expected-note {{change 'let' to 'var' to make it mutable}}
        let rows: [AlbumRow] = album.tableRepresentation()
        _ = rows
        album.title = "changed"  // expected-error {{cannot assign to property: 'album' is a 'let' constant}}
      }
      """)
  }

  func testAnExtensionCannotAddStorageSoTheAlbumStaysTheSameSize() throws {
    try assertProbe(
      """
      import MVC

      extension Album {
        var cachedRows: [String] = []  // expected-error {{extensions must not contain stored properties}}
      }
      """)
  }
}
