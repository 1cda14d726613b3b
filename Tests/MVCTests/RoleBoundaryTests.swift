import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The two claims of the chapter that no single compile probe covers: only the
/// controller names both sides, and no view takes a model, wherever its members are
/// declared.
final class RoleBoundaryTests: XCTestCase {
  /// Every file of `MVC` sits in one of the three role folders; the model and the views
  /// each compile without the other (`ModelIsolationTests`), so no file outside
  /// `Controller/` can name both. This test adds the last step: the controller does
  /// name both, for it compiles with neither one missing.
  func testOnlyTheControllerFolderNamesBothSides() throws {
    let root = TestPaths.packageRoot.appendingPathComponent("Sources/MVC").path
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: root).sorted(),
      ["Controller", "Model", "View"], "every file of MVC belongs to exactly one role folder")
    let model = try CompileProbe.swiftFiles(in: "Sources/MVC/Model")
    let views = try CompileProbe.swiftFiles(in: "Sources/MVC/View")
    let controller = try CompileProbe.swiftFiles(in: "Sources/MVC/Controller")

    let all = try CompileProbe.typecheck(files: model + views + controller, verify: false)
    XCTAssertTrue(all.passed, all.diagnostics)
    let withoutModel = try CompileProbe.typecheck(files: views + controller, verify: false)
    XCTAssertTrue(
      withoutModel.diagnostics.contains("cannot find type 'Album' in scope"),
      "the controller should need the model:\n" + withoutModel.diagnostics)
    let withoutViews = try CompileProbe.typecheck(files: model + controller, verify: false)
    XCTAssertTrue(
      withoutViews.diagnostics.contains("'AlbumView' in scope")
        && withoutViews.diagnostics.contains("'FieldsView' in scope"),
      "the controller should need both views:\n" + withoutViews.diagnostics)
  }

  /// "Views never take models", checked on the built module: its symbol graph lists
  /// every member of every type, including members added by an extension in another
  /// folder (a `FieldsView.show(_: Album)` in `Controller/` would be one). A view is any
  /// class that descends from TerminalKit's `View`, however deep (a subclass of
  /// `AlbumView` in `Controller/` is a view too); a model type is a type declared in
  /// `Model/`, or a type alias for one. No member of a view, nor of a type nested in
  /// one, may name a model type.
  func testNoMemberOfAViewNamesAModelType() throws {
    let graph = try SymbolGraph.extract(module: "MVC")
    let modelTypes = graph.modelTypes(declaredUnder: "/Sources/MVC/Model/")
    XCTAssertTrue(modelTypes.contains("s:3MVC5AlbumV"), "Album should count as a model type")
    let viewTypes = graph.descendants(of: "s:11TerminalKit4ViewC")
    XCTAssertTrue(
      viewTypes.isSuperset(of: ["s:3MVC9AlbumViewC", "s:3MVC10FieldsViewC"]),
      "AlbumView and FieldsView are views of MVC")
    let viewMembers = graph.members(of: viewTypes)
    XCTAssertGreaterThan(viewMembers.count, 5)
    for symbol in graph.symbols where viewMembers.contains(symbol.identifier.precise) {
      let named = symbol.declarationFragments.compactMap(\.preciseIdentifier)
      XCTAssertTrue(
        modelTypes.isDisjoint(with: named),
        "\(symbol.pathComponents.joined(separator: ".")) takes or gives a model type")
    }
  }
}

/// The parts of a compiler symbol graph (`swift-symbolgraph-extract`) these tests read.
private struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { var precise: String }
    struct Kind: Decodable { var identifier: String }
    struct Fragment: Decodable { var preciseIdentifier: String? }
    struct Location: Decodable { var uri: String }
    var identifier: Identifier
    var kind: Kind
    var pathComponents: [String]
    var declarationFragments: [Fragment]
    var location: Location?

    var isType: Bool {
      ["swift.struct", "swift.class", "swift.enum", "swift.protocol"].contains(kind.identifier)
    }
    var file: String { location?.uri ?? "" }
  }
  struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
  }
  var symbols: [Symbol]
  var relationships: [Relationship]

  /// The types declared in files whose path contains `folder`, and every type alias
  /// that names one of them (or names such an alias), wherever it is declared.
  func modelTypes(declaredUnder folder: String) -> Set<String> {
    var found = Set(
      symbols.filter { $0.isType && $0.file.contains(folder) }.map(\.identifier.precise))
    let aliases = symbols.filter { $0.kind.identifier == "swift.typealias" }
    while true {
      let more = aliases.filter {
        !found.contains($0.identifier.precise)
          && !found.isDisjoint(with: $0.declarationFragments.compactMap(\.preciseIdentifier))
      }
      if more.isEmpty { return found }
      found.formUnion(more.map(\.identifier.precise))
    }
  }

  /// Every class that inherits from `root`, directly or through others.
  func descendants(of root: String) -> Set<String> {
    closure(from: [root], following: "inheritsFrom").subtracting([root])
  }

  /// Every symbol that is a member of one of `types`, or of a member of one, however deep.
  func members(of types: Set<String>) -> Set<String> {
    closure(from: types, following: "memberOf").subtracting(types)
  }

  /// `start` and every symbol that reaches it by `kind` relationships, source to target.
  private func closure(from start: Set<String>, following kind: String) -> Set<String> {
    var reached = start
    var added = start
    while !added.isEmpty {
      added = Set(
        relationships.filter { $0.kind == kind && added.contains($0.target) }.map(\.source)
      ).subtracting(reached)
      reached.formUnion(added)
    }
    return reached
  }

  /// The graph of `module` as built for these tests, private members included.
  static func extract(module: String) throws -> SymbolGraph {
    let tool = try XCTUnwrap(
      ProcessRunner.find("swift-symbolgraph-extract"),
      "swift-symbolgraph-extract, from the Swift toolchain, is not on PATH")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ProcessRunner.run(
      tool,
      arguments: [
        "-module-name", module, "-I", TestPaths.modulesDirectory.path, "-output-dir",
        output.path, "-minimum-access-level", "private",
      ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
    return try JSONDecoder().decode(SymbolGraph.self, from: data)
  }
}
