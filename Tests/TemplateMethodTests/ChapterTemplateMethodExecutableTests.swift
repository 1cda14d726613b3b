import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-template-method`, run as a learner runs it: its sample file
/// imported at launch, undone, and a file it refuses stopping it with the reason.
final class ChapterTemplateMethodExecutableTests: XCTestCase {
  private var sample: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Sources/chapter-template-method/albums.csv"
      ).path
  }

  func testTheSampleImportedAtLaunchIsShownAndOneUndoTakesItBack() throws {
    let folder = try makeTemporaryFolder(self).path
    let arguments = ["--state-dir", folder, "--cache", folder + "/covers", "--import", sample]
    _ = try assertScreen(
      "chapter-template-method", arguments: arguments,
      shows: ["Chapter 17: Template Method", "Imported 5 albums from albums.csv, 1 album already"],
      snapshot: "chapter-template-method-import")
    _ = try assertScreen(
      "chapter-template-method", keys: "u", arguments: arguments + ["--fresh"],
      shows: ["Took back the import of 5 albums from albums.csv", "Album 5 of 5"],
      snapshot: "chapter-template-method-undo")
  }

  func testAFileThatCannotBeImportedStopsTheProgramNamingItsLine() throws {
    let folder = try makeTemporaryFolder(self).path
    let bad = folder + "/bad.csv"
    try Data("title,artist,genre,year,cover\nLow,Bowie,Rock,1977\n".utf8).write(
      to: URL(fileURLWithPath: bad))
    try assertExecute(
      "chapter-template-method", ["--state-dir", folder, "--import", bad], exitCode: 1,
      errorContains: "bad.csv, line 2: 5 fields expected (title,artist,genre,year,cover), 4 found")
  }
}
