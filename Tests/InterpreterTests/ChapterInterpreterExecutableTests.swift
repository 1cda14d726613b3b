import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-interpreter`, run as a learner runs it: scripted, keeping its
/// state and covers in a folder of the test's own.
final class ChapterInterpreterExecutableTests: XCTestCase {
  func testASearchTypedAfterASlashIsShownAsUnderstood() throws {
    let folder = try makeTemporaryFolder(self).path
    _ = try assertScreen(
      "chapter-interpreter",
      keys: "/ A R T I S T : b o w i e space | space y e a r > 2 0 0 0 enter",
      arguments: ["--state-dir", folder, "--cache", folder + "/covers"],
      shows: ["Chapter 15: Interpreter", "Search: artist:bowie | year>2000 · 2 of 5 albums"],
      snapshot: "chapter-interpreter-search")
  }

  func testASearchThatCannotBeReadIsRefusedNamingWhere() throws {
    let folder = try makeTemporaryFolder(self).path
    _ = try assertScreen(
      "chapter-interpreter", keys: "/ y e a r > enter",
      arguments: ["--state-dir", folder, "--cache", folder + "/covers"],
      shows: ["Search: /year>▏", "Search not understood, at 5, “>”: a year must follow it"],
      snapshot: "chapter-interpreter-refused")
  }
}
