import WorkbookTestSupport
import XCTest

/// What the facade hides, proven by the compiler: from outside the `Facade` module
/// nothing reaches the persistency manager or the HTTP client.
final class FacadeAccessTests: XCTestCase {
  func testTheFacadesPartsAreOutOfReach() throws {
    try assertProbe(
      """
      import Facade

      func probe() {
        let library = LibraryAPI.shared
        _ = library.persistencyManager  // expected-error {{'persistencyManager' is inaccessible due to 'private' protection level}}
        _ = library.httpClient  // expected-error {{'httpClient' is inaccessible due to 'private' protection level}}
        _ = HTTPClient.self  // expected-error {{cannot find 'HTTPClient' in scope}}
        _ = library.albums  // the facade's own surface is there
      }
      """)
  }

  func testOnlyTheSharedFacadeCanBeHad() throws {
    try assertProbe(
      """
      import Facade
      import Singleton

      func probe() {
        _ = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)  // expected-error {{'LibraryAPI' initializer is inaccessible due to 'internal' protection level}}
        _ = Facade.LibraryAPI.shared
      }
      """)
  }

  func testTheStorageTypeIsNotEvenInScopeThroughTheFacade() throws {
    try assertProbe(
      """
      import Facade

      let manager: PersistencyManager? = nil  // expected-error {{cannot find type 'PersistencyManager' in scope}}
      """)
  }

  func testARefusalIsInTheFacadesOwnWords() throws {
    // With only `import Facade`, a caller can name, catch and read what a refused
    // change throws: the storage's own error type never reaches it.
    try assertProbe(
      """
      import Facade

      func probe() {
        do {
          try LibraryAPI.shared.deleteAlbum(at: 99)
        } catch {
          let refusal: LibraryError = error
          if case .noSuchIndex(let index, let albumCount) = refusal { _ = (index, albumCount) }
        }
        let hidden: PersistencyError? = nil  // expected-error {{cannot find type 'PersistencyError' in scope}}
      }
      """)
  }

  func testTheControllerCompilesWithTheFacadesPublicSurfaceAlone() throws {
    // The chapter 3 controller files, compiled as a module of their own that sees
    // `Facade` only from outside (`@_exported` makes the import every file's), with MVC
    // and TerminalKit: had they named the storage, the HTTP client or `Singleton`, or
    // anything internal to the facade, they would not compile here.
    let controller = try CompileProbe.swiftFiles(in: "Sources/Facade/Controller")
    let outcome = try CompileProbe.typecheck(
      files: controller, probe: "@_exported import Facade", verify: false)
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }
}
