import Foundation
import MVC
import WorkbookTestSupport
import XCTest

@testable import Mediator

/// No part of the form names another, or the form: each colleague's file is compiled by
/// the compiler alone with the mediator's protocol and the terminal kit, and nothing
/// else of the chapter. A file that named `SaveButton` or `AlbumEditForm` would not
/// compile there.
@MainActor
final class ColleagueIsolationTests: XCTestCase {
  private let colleaguesFolder = "Sources/Mediator/Form/Colleagues"
  private let protocolFolder = "Sources/Mediator/Form/Protocol"
  /// The terminal kit and the modules it is built on: none of them a chapter.
  private static let platform = ["TerminalKit", "POSIXCalls", "CommandLineDeclaration"]

  /// The types of the parts a form registers, by name.
  private func partNames() -> Set<String> {
    let form = AlbumEditForm(
      editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      among: [])
    return Set(form.colleagues.map { String(describing: type(of: $0)) })
  }

  /// The names of the classes `file` declares.
  private func classes(declaredIn file: String) throws -> [String] {
    let text = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(file), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "class ") else { return nil }
      return line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }.description
    }
  }

  func testEachColleagueCompilesKnowingOnlyTheMediatorsProtocol() async throws {
    let protocols = try CompileProbe.swiftFiles(in: protocolFolder)
    let colleagues = try CompileProbe.swiftFiles(in: colleaguesFolder)
    let parts = partNames()
    XCTAssertGreaterThanOrEqual(colleagues.count, 4)
    for colleague in colleagues {
      // The file alone says its part is a colleague: its conformance is there, not in
      // an extension elsewhere that the compile would not see.
      let declared = try classes(declaredIn: colleague).filter(parts.contains)
      let outcome = try CompileProbe.typecheck(
        files: protocols + [colleague],
        probe: """
          @MainActor func partsOfThisFile() -> [any FormColleague.Type] {
            [\(declared.map { "\($0).self" }.joined(separator: ", "))]
          }
          """, verify: false, onlyModules: Self.platform)
      XCTAssertTrue(
        outcome.passed, "\(colleague) knows more than the protocol:\n\(outcome.diagnostics)")
    }
    // And the probe can fail: the same setting refuses a part that holds another.
    let nosy = try CompileProbe.typecheck(
      files: try CompileProbe.swiftFiles(in: protocolFolder),
      probe: """
        import TerminalKit

        @MainActor
        final class NosyField: View, FormColleague {
          weak var mediator: (any FormMediator)?
          var save: SaveButton?  // expected-error {{cannot find type 'SaveButton' in scope}}
          func show(_ form: FormState) {
            _ = mediator as? AlbumEditForm  // expected-error {{cannot find type 'AlbumEditForm' in scope}}
          }
        }
        """,
      onlyModules: Self.platform)
    XCTAssertTrue(nosy.passed, nosy.diagnostics)
  }

  func testEveryPartTheFormRegistersIsDeclaredInTheColleaguesFolder() async throws {
    // So the compile above covers every part: each registered type's declaration is in
    // one file of the folder, each file there declares a part the form uses, and no
    // other file of the chapter adds to a part in an extension the compile would not see.
    let names = partNames()
    var declared: [String: [String]] = [:]
    for file in try CompileProbe.swiftFiles(in: colleaguesFolder) {
      let types = try classes(declaredIn: file)
      for type in types { declared[type, default: []].append(file) }
      XCTAssertFalse(Set(types).isDisjoint(with: names), "\(file) declares no part the form uses")
    }
    for name in names {
      XCTAssertEqual(declared[name]?.count, 1, "\(name) is declared once in \(colleaguesFolder)")
    }
    let chapter = TestPaths.packageRoot.appendingPathComponent("Sources/Mediator")
    let files =
      FileManager.default.enumerator(atPath: chapter.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Form/Colleagues/") } ?? []
    XCTAssertGreaterThanOrEqual(files.count, 4)
    for file in files {
      let text = try String(contentsOf: chapter.appendingPathComponent(file), encoding: .utf8)
      for name in names {
        let extending = try Regex("extension\\s+(Mediator\\.)?\(name)\\b")
        XCTAssertNil(text.firstMatch(of: extending), "\(file) extends \(name)")
      }
    }
  }
}
