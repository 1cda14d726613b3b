import Foundation
import MVC
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// What an extension cannot do, and how Swift spells an optional protocol method:
/// the claims of chapter 4's "Extensions add, they never replace" and "Optional and
/// required protocol methods".
final class ExtensionRulesTests: XCTestCase {
  func testAnExtensionCannotReplaceAMethodTheTypeAlreadyHas() throws {
    // Swift 6.3 reports the override error (and its note) twice when the probe is
    // compiled with MemberImportVisibility, as every probe here is: hence the counts.
    try assertProbe(
      """
      struct Track {
        func title() -> String { "Space Oddity" }  // expected-note {{'title()' previously declared here}}
      }
      extension Track {
        func title() -> String { "Starman" }  // expected-error {{invalid redeclaration of 'title()'}}
      }

      class Screen {
        func refresh() {}  // expected-note 2 {{overridden declaration is here}}
      }
      final class LibraryScreen: Screen {}
      extension LibraryScreen {
        override func refresh() {}  // expected-error 2 {{cannot be overridden from extension}}
      }
      """)
  }

  /// From another module a same-named member compiles, but it only hides the original
  /// from direct calls that see the extension; `print` and interpolation reach
  /// `description` through `CustomStringConvertible` and still get `Album`'s own.
  func testFromAnotherModuleASameNamedMemberHidesButDoesNotReplace() throws {
    let output = try compileAndRun(
      """
      import MVC

      extension Album {
        var description: String { "the extension's description" }
      }

      print(Album.bestOfBowie.description)
      print("\\(Album.bestOfBowie)")
      """)
    // This file does not see that extension: here `description` is `Album`'s own.
    XCTAssertEqual(
      output, "the extension's description\n\(Album.bestOfBowie.description)\n")
  }

  func testOptionalNeedsAnObjCProtocolSoSwiftProtocolsUseDefaults() throws {
    try assertProbe(
      """
      protocol ChoiceListener: AnyObject {
        func didChoose(row: Int)
        optional func didHover(row: Int)  // expected-error {{'optional' can only be applied to members of an '@objc' protocol}}
      }

      protocol RowListener: AnyObject {
        func didChoose(row: Int)
        func didHover(row: Int)
      }
      extension RowListener {
        func didHover(row: Int) {}
      }
      // Conforms without writing didHover: the protocol extension supplies it.
      final class Screen: RowListener {
        func didChoose(row: Int) {}
      }
      // A caller calls it like any method: no `?`, no check whether it is there.
      func hover(_ listener: any RowListener) { listener.didHover(row: 1) }
      """)
  }

  func testARequirementsDefaultGivesWayToTheConformersOwnMethodAnExtraMethodDoesNot() {
    let listener: any Announcing = ShelfScreen()
    // A requirement is dispatched through the conformance: the type's own version wins.
    XCTAssertEqual(listener.announce(), "shelf screen")
    // A method only the extension declares is chosen by the static type: the type's
    // same-named method is not called through `any Announcing`.
    XCTAssertEqual(listener.farewell(), "goodbye from the protocol extension")
    XCTAssertEqual(ShelfScreen().farewell(), "goodbye from the shelf screen")
  }

  /// Builds `source` as a program against the chapters' library and returns its stdout.
  private func compileAndRun(_ source: String) throws -> String {
    let swiftc = try XCTUnwrap(ProcessRunner.find("swiftc"), "swiftc is not on PATH")
    let scratch = try makeTemporaryFolder(self)
    let file = scratch.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let program = scratch.appendingPathComponent("program")
    let products = TestPaths.productsDirectory.path
    let built = try ProcessRunner.run(
      swiftc,
      arguments: [
        "-swift-version", "6", "-I", TestPaths.modulesDirectory.path, "-L", products,
        "-lBlueLibrary", "-Xlinker", "-rpath", "-Xlinker", products, "-o", program.path,
        file.path,
      ], timeout: .seconds(300))
    XCTAssertEqual(built.status, 0, built.standardError)
    let run = try ProcessRunner.run(program)
    XCTAssertEqual(run.status, 0, run.standardError)
    return run.standardOutput
  }
}

private protocol Announcing {
  func announce() -> String
}

extension Announcing {
  func announce() -> String { "default announcement" }
  func farewell() -> String { "goodbye from the protocol extension" }
}

private struct ShelfScreen: Announcing {
  func announce() -> String { "shelf screen" }
  func farewell() -> String { "goodbye from the shelf screen" }
}
