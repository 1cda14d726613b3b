import Foundation
import WorkbookKit
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

  /// The chapter's "leaky facade" rule, judged by the compiler's own view of the
  /// facade (its symbol graph), not by a list of names: no public member of
  /// `LibraryAPI`, wherever it is declared in the module and whatever it is called,
  /// takes or gives a type of the parts (`Singleton`'s storage, `AppSupport`'s client).
  /// A `public var storage: PersistencyManager` would; the probes above name only the
  /// two stored properties.
  func testNoPublicMemberOfTheFacadeNamesAPartsType() throws {
    let tool = try XCTUnwrap(
      ProcessRunner.find("swift-symbolgraph-extract"),
      "swift-symbolgraph-extract, from the Swift toolchain, is not on PATH")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("facade-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ProcessRunner.run(
      tool,
      arguments: [
        "-module-name", "Facade", "-I", TestPaths.modulesDirectory.path, "-output-dir",
        output.path, "-minimum-access-level", "public",
      ])
    XCTAssertEqual(result.status, 0, result.standardError)
    struct Graph: Decodable {
      struct Symbol: Decodable {
        struct Fragment: Decodable { var preciseIdentifier: String? }
        var pathComponents: [String]
        var declarationFragments: [Fragment]
      }
      var symbols: [Symbol]
    }
    let data = try Data(contentsOf: output.appendingPathComponent("Facade.symbols.json"))
    let members = try JSONDecoder().decode(Graph.self, from: data).symbols.filter {
      $0.pathComponents.first == "LibraryAPI" && $0.pathComponents.count > 1
    }
    XCTAssertTrue(
      members.contains { $0.pathComponents == ["LibraryAPI", "albums"] },
      "the graph holds the facade's public members")
    let partModules = ["s:9Singleton", "s:10AppSupport"]
    for member in members {
      let named = member.declarationFragments.compactMap(\.preciseIdentifier)
      let parts = named.filter { type in partModules.contains { type.hasPrefix($0) } }
      let name = member.pathComponents.joined(separator: ".")
      XCTAssertEqual(parts, [], "\(name) names a type of the facade's parts")
    }
  }

  func testOnlyTheSharedFacadeCanBeHad() throws {
    // The parts-taking initialiser is internal, and a bare `LibraryAPI()` finds only that
    // one: a public `init()` would make the line compile.
    try assertProbe(
      """
      import Facade
      import Singleton

      func probe() {
        _ = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)  // expected-error {{'LibraryAPI' initializer is inaccessible due to 'internal' protection level}}
        _ = Facade.LibraryAPI()  // expected-error {{'LibraryAPI' initializer is inaccessible due to 'internal' protection level}} expected-error {{missing arguments for parameters 'persistencyManager', 'httpClient' in call}}
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

  func testTheControllerCompilesWithTheFacadesPublicSurfaceAloneAndImportsNoStorage() throws {
    // The chapter 3 controller files, compiled as a module of their own that sees
    // `Facade` only from outside (`@_exported` makes the import every file's), with MVC
    // and TerminalKit: had they used anything internal to the facade, they would not
    // compile here. Every built module is in reach (loading `Facade` needs `Singleton`),
    // so an `import Singleton` would compile too: the compiler's own record of the
    // modules it loaded, and which of them the files imported, says there is none.
    let controller = try CompileProbe.swiftFiles(in: "Sources/Facade/Controller")
    let trace = FileManager.default.temporaryDirectory
      .appendingPathComponent("controller-\(UUID().uuidString).trace.json")
    defer { try? FileManager.default.removeItem(at: trace) }
    let outcome = try CompileProbe.typecheck(
      files: controller, probe: "@_exported import Facade", verify: false,
      extraArguments: ["-emit-loaded-module-trace-path", trace.path])
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
    let imported = try Self.modulesImportedDirectly(trace: trace)
    XCTAssertTrue(imported.isSuperset(of: ["Facade", "MVC", "TerminalKit"]), "\(imported)")
    for part in ["Singleton", "AlbumServer"] {
      XCTAssertFalse(imported.contains(part), "the controller imports \(part)")
    }
  }

  /// The package's modules that a compile's loaded-module trace marks as imported
  /// directly by its files.
  private static func modulesImportedDirectly(trace: URL) throws -> Set<String> {
    struct Trace: Decodable {
      struct Module: Decodable {
        var name: String
        var isImportedDirectly: Bool
      }
      var swiftmodulesDetailedInfo: [Module]
    }
    let data = try Data(contentsOf: trace)
    let modules = try JSONDecoder().decode(Trace.self, from: data).swiftmodulesDetailedInfo
    return Set(modules.filter(\.isImportedDirectly).map(\.name))
  }
}
