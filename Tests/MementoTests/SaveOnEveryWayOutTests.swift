import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The built `chapter-memento` in a real terminal (a tmux pane): whichever way the run
/// ends or stops, the state is saved first, by the loop, not by a signal handler.
final class SaveOnEveryWayOutTests: XCTestCase {
  private var program: String {
    TestPaths.productsDirectory.appendingPathComponent("chapter-memento").path
  }

  /// The current album index in the state file, or `nil` when there is none yet.
  private func savedIndex(in folder: URL) -> Int? {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("state.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return json["currentAlbumIndex"] as? Int
  }

  /// Starts the app in a pane on a state folder of its own, moves to album 3.
  private func startAndMove(_ test: String) throws -> (TmuxPane, pid_t, URL) {
    let folder = try makeTemporaryFolder(self)
    let pane = try TmuxPane(
      command: "env PS1='$ ' bash --norc --noprofile -i")
    let covers = try makeTemporaryFolder(self).path
    try pane.type(
      "\(program) --state-dir \(folder.path) --cache \(covers); echo exit $? > done", "Enter")
    let app = try pane.waitForApp()
    try pane.type("Right", "Right")
    try pane.wait("album 3 on screen (\(test))") { try pane.screen().contains("Album 3 of 5") }
    XCTAssertNil(savedIndex(in: folder), "nothing is saved before the way out (\(test))")
    return (pane, app, folder)
  }

  func testEveryWayOutSaves() throws {
    let ways: [(String, (TmuxPane, pid_t) throws -> Void)] = [
      ("q", { pane, _ in try pane.type("q") }),
      ("ctrl-c", { pane, _ in try pane.type("C-c") }),
      ("SIGTERM", { _, app in kill(app, SIGTERM) }),
      ("SIGHUP", { _, app in kill(app, SIGHUP) }),
      // Left to Swift's backtracer, a quit would wait at its prompt and save nothing.
      ("SIGQUIT", { _, app in kill(app, SIGQUIT) }),
    ]
    for (name, leave) in ways {
      let (pane, app, folder) = try startAndMove(name)
      try leave(pane, app)
      try pane.wait("the app to end (\(name))") { kill(app, 0) != 0 }
      XCTAssertEqual(savedIndex(in: folder), 2, "state saved on \(name)")
    }
  }

  func testAStopSavesBeforeTheProcessStops() throws {
    for stop in ["SIGTSTP", "C-z"] {
      let (pane, app, folder) = try startAndMove(stop)
      if stop == "SIGTSTP" { kill(app, SIGTSTP) } else { try pane.type("C-z") }
      try pane.wait("the app to stop (\(stop))") { processState(app) == "T" }
      XCTAssertEqual(savedIndex(in: folder), 2, "state saved before the stop (\(stop))")
      // A stopped app may never run again: what it saved is what the next run shows.
      kill(app, SIGKILL)
      try pane.wait("the stopped app to be gone") { processState(app) == "?" }
      XCTAssertEqual(savedIndex(in: folder), 2)
    }
  }
}
