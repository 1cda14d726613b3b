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

  func testTheControllerNamesOnlyTheFacade() throws {
    // The chapter 3 controller compiles against MVC, TerminalKit and the facade's
    // public surface; it never names the storage or the HTTP client.
    let controller = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(
        "Sources/Facade/Controller/LibraryViewController.swift"), encoding: .utf8)
    for hidden in ["PersistencyManager", "HTTPClient", "HTTPPosting", "import Singleton"] {
      XCTAssertFalse(controller.contains(hidden), "the controller mentions \(hidden)")
    }
  }
}
