import WorkbookTestSupport
import XCTest

/// MVC's first rule, proven by the compiler: the model knows nothing of views or
/// controllers, and the view knows nothing of the model.
final class ModelIsolationTests: XCTestCase {
  func testTheModelFolderCompilesOnItsOwn() throws {
    let model = try CompileProbe.swiftFiles(in: "Sources/MVC/Model")
    XCTAssertFalse(model.isEmpty)
    let outcome = try CompileProbe.typecheck(files: model, verify: false, useBuiltModules: false)
    XCTAssertTrue(
      outcome.passed,
      "Sources/MVC/Model must compile with no view, controller or TerminalKit in reach:\n"
        + outcome.diagnostics)
  }

  func testNoViewOrControllerIsInReachOfTheModel() throws {
    let model = try CompileProbe.swiftFiles(in: "Sources/MVC/Model")
    let outcome = try CompileProbe.typecheck(
      files: model,
      probe: """
        let cover: AlbumView? = nil  // expected-error {{cannot find type 'AlbumView' in scope}}
        let screen: LibraryViewController? = nil  // expected-error {{cannot find type 'LibraryViewController' in scope}}
        let album = Album(title: "t", artist: "a", genre: "g", coverUrl: "c", year: "y")
        """, useBuiltModules: false)
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }

  func testTheViewFolderCompilesWithoutTheModel() throws {
    // The views compile against TerminalKit alone: no file of theirs names `Album`.
    let views = try CompileProbe.swiftFiles(in: "Sources/MVC/View")
    let outcome = try CompileProbe.typecheck(
      files: views,
      probe: """
        import TerminalKit
        let album: Album? = nil  // expected-error {{cannot find type 'Album' in scope}}
        """)
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }

  func testAlbumViewTakesACoverAddressNotAnAlbum() throws {
    try assertProbe(
      """
      import MVC
      import TerminalKit

      @MainActor func probe() {
        let album = Album.bestOfBowie
        _ = AlbumView(frame: .zero, albumCover: album)  // expected-error {{cannot convert value of type 'Album' to expected argument type 'String'}}
        _ = AlbumView(frame: .zero, albumCover: album.coverUrl)
      }
      """)
  }

  func testTheControllerKeepsItsViewsToItself() throws {
    try assertProbe(
      """
      import MVC

      @MainActor func probe(_ screen: LibraryViewController) {
        _ = screen.albumView  // expected-error {{'albumView' is inaccessible due to 'internal' protection level}}
        _ = screen.fieldsView  // expected-error {{'fieldsView' is inaccessible due to 'internal' protection level}}
        _ = screen.album.title
      }
      """)
  }
}
