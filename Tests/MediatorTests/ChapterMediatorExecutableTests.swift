import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-mediator`, run as a learner runs it: the form open over the first
/// album with an edit typed, then the edit saved and undone in one run (the history is
/// kept in memory only, so an undo must come in the run that made the edit).
final class ChapterMediatorExecutableTests: XCTestCase {
  func testTheFormOpensAnEditIsSavedAndOneUndoTakesItBack() throws {
    let folder = try makeTemporaryFolder(self).path
    let arguments = ["--state-dir", folder, "--cache", folder + "/covers", "--fresh"]
    _ = try assertScreen(
      "chapter-mediator", keys: "e space I I tab tab tab right", arguments: arguments,
      shows: [
        "Chapter 16: Mediator", "Title:  Best of Bowie II", "Year:   1993", "Changes title, year",
        "[ Save 2 changes · Enter ]",
      ],
      snapshot: "chapter-mediator-form")
    _ = try assertScreen(
      "chapter-mediator", keys: "e space I I tab tab tab right enter u", arguments: arguments,
      shows: ["Took back the edit of “Best of Bowie”", "Album  Best of Bowie"],
      snapshot: "chapter-mediator-undo")
  }
}
