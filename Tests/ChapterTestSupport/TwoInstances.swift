import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// What two real instances of a program over one state folder left.
public struct TwoInstancesOutcome {
  /// Each file of the folder (the lock aside) as the second instance left it, and as it
  /// is after the first instance's way out.
  public var afterTheSecond: [String: Data]
  public var afterBoth: [String: Data]
  /// What the first instance's terminal shows once it has ended, its stderr included.
  public var firstInstancesTerminal: String
}

/// Runs two real instances of `program` over one state folder, changing the library at
/// once: the first starts in a terminal (a tmux pane) and reads the folder; the second,
/// a scripted run of `secondKeys`, reads it too, changes it and saves on its way out;
/// then the first presses `firstKeys` (tmux key names) and quits.
///
/// ```swift
/// let outcome = try runTwoInstances("chapter-command", firstKeys: ["Right", "d"], secondKeys: "d")
/// XCTAssertEqual(outcome.afterBoth, outcome.afterTheSecond)   // nothing of the second's lost
/// ```
public func runTwoInstances(
  _ program: String, firstKeys: [String], secondKeys: String, test: XCTestCase
) throws -> TwoInstancesOutcome {
  let folder = try makeTemporaryFolder(test)
  let covers = try makeTemporaryFolder(test).path
  let path = TestPaths.productsDirectory.appendingPathComponent(program).path
  let pane = try TmuxPane(command: "env PS1='$ ' bash --norc --noprofile -i")
  try pane.type(
    "\(path) --state-dir \(folder.path) --cache \(covers); echo exit $? > done", "Enter")
  _ = try pane.waitForApp()
  let second = try runProduct(
    program, ["--state-dir", folder.path, "--cache", covers, "--keys", secondKeys])
  XCTAssertEqual(second.status, 0, second.standardError)
  let afterTheSecond = try files(in: folder)
  for key in firstKeys + ["q"] { try pane.type(key) }
  _ = try pane.waitForFile("done", containing: "exit")
  return TwoInstancesOutcome(
    afterTheSecond: afterTheSecond, afterBoth: try files(in: folder),
    firstInstancesTerminal: try pane.screen(withHistory: true))
}

/// The folder's files and their bytes, the save lock aside.
private func files(in folder: URL) throws -> [String: Data] {
  var found: [String: Data] = [:]
  for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
  where name != "state.lock" {
    found[name] = try Data(contentsOf: folder.appendingPathComponent(name))
  }
  return found
}

/// Asserts that the first of two instances lost nothing the second saved, and was told
/// that its own changes were not saved.
public func assertNothingLostSilently(
  _ outcome: TwoInstancesOutcome, saved names: Set<String>,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertTrue(
    names.isSubset(of: Set(outcome.afterTheSecond.keys)),
    "the second instance saved \(outcome.afterTheSecond.keys.sorted())", file: file, line: line)
  XCTAssertEqual(
    outcome.afterBoth, outcome.afterTheSecond, "the first instance saved over the second's",
    file: file, line: line)
  XCTAssertTrue(
    outcome.firstInstancesTerminal.contains("another instance saved state.json since this one"),
    "the first instance was not told:\n\(outcome.firstInstancesTerminal)", file: file, line: line)
}
