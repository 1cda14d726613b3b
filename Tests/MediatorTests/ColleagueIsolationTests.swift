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

  func testEachColleagueCompilesKnowingOnlyTheMediatorsProtocol() async throws {
    let protocols = try CompileProbe.swiftFiles(in: protocolFolder)
    let colleagues = try CompileProbe.swiftFiles(in: colleaguesFolder)
    XCTAssertGreaterThanOrEqual(colleagues.count, 4)
    for colleague in colleagues {
      let outcome = try CompileProbe.typecheck(
        files: protocols + [colleague], verify: false, onlyModules: Self.platform)
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
    // one file of the folder, and each file there declares a part the form uses.
    let form = AlbumEditForm(
      editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      among: [])
    let names = Set(form.colleagues.map { String(describing: type(of: $0)) })
    let root = TestPaths.packageRoot
    var declared: [String: [String]] = [:]
    for file in try CompileProbe.swiftFiles(in: colleaguesFolder) {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let types = text.split(separator: "\n").compactMap { line -> String? in
        guard let range = line.range(of: "class ") else { return nil }
        return line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }.description
      }
      for type in types { declared[type, default: []].append(file) }
      XCTAssertFalse(Set(types).isDisjoint(with: names), "\(file) declares no part the form uses")
    }
    for name in names {
      XCTAssertEqual(declared[name]?.count, 1, "\(name) is declared once in \(colleaguesFolder)")
    }
  }
}
