import Decorator
import Foundation
import MVC
import Singleton
import WorkbookTestSupport
import XCTest

/// The extension flavour: `Album` gains table rows from another module, without
/// changing and without a stored property per album.
final class TableRepresentationTests: XCTestCase {
  func testEveryAlbumsRowsAreArtistAlbumGenreYearWithItsValues() {
    for album in PersistencyManager.tutorialAlbums {
      XCTAssertEqual(
        album.tableRepresentation(),
        [
          AlbumRow(title: "Artist", value: album.artist),
          AlbumRow(title: "Album", value: album.title),
          AlbumRow(title: "Genre", value: album.genre),
          AlbumRow(title: "Year", value: album.year),
        ])
    }
    XCTAssertEqual(
      PersistencyManager.tutorialAlbums[0].tableRepresentation().map(\.value),
      ["David Bowie", "Best of Bowie", "Pop", "1992"])
    // Any album, not only the tutorial's: fields that are empty, shared or beyond ASCII
    // are shown as they are.
    assertForAll(Generators.albumFields) { fields in
      let album = Album(
        title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "/c.png",
        year: fields.year)
      try expectEqual(
        album.tableRepresentation(),
        [
          AlbumRow(title: "Artist", value: fields.artist),
          AlbumRow(title: "Album", value: fields.title),
          AlbumRow(title: "Genre", value: fields.genre),
          AlbumRow(title: "Year", value: fields.year),
        ], "the rows of \(fields)")
    }
  }

  func
    testAFileThatImportsOnlyChapterOneSeesNoTableRepresentationEvenBesideOneThatImportsDecorator()
    throws
  {
    // Two files of one module. With MemberImportVisibility (on for this package and its
    // probes), the file that imports only `MVC` does not see the extension that its
    // neighbour's `import Decorator` brings in; without it, it would.
    let folder = try makeTemporaryFolder(self)
    let importsDecorator = folder.appendingPathComponent("ImportsDecorator.swift")
    try """
    import Decorator
    import MVC

    func rows(of album: Album) -> [AlbumRow] {
      _ = album.Decorator::tableRepresentation()  // a module selector names the module
      return album.tableRepresentation()
    }
    """.write(to: importsDecorator, atomically: true, encoding: .utf8)
    let outcome = try CompileProbe.typecheck(
      files: [importsDecorator.path],
      probe: """
        import MVC
        // expected-note@2 {{add import of module 'Decorator'}}
        func probe(_ album: Album) {
          _ = album.tableRepresentation()  // expected-error {{'tableRepresentation()' is not available due to missing import of defining module 'Decorator'}}
        }
        """)
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }

  func testTheExtensionWorksOnAConstantAlbumBecauseItChangesNothing() throws {
    // The probe's `let` really is a constant: assigning to it is an error. Calling the
    // extension's method on it is not, which only a non-`mutating` method allows.
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

  func testAnExtensionMayAddStaticStorageButNoStoragePerAlbum() throws {
    try assertProbe(
      """
      import MVC

      extension Album {
        static let rowTitles = ["Artist", "Album", "Genre", "Year"]  // one value for the type: allowed
        var cachedRows: [String] = []  // expected-error {{extensions must not contain stored properties}}
      }
      """)
  }
}
