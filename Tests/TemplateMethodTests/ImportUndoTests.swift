import Command
import ExerciseSupport
import Facade
import MVC
import TemplateMethod
import WorkbookTestSupport
import XCTest

/// An import is one command of chapter 8's kind: one undo takes all of it back, one
/// redo adds all of it again, whatever the library and the file held.
final class ImportUndoTests: XCTestCase {
  func testAnImportIsOneUndoAndOneRedoForAnyLibraryAndFile() throws {
    let input = ImportFiles.zip(
      Generators.array(of: ImportFiles.goodAlbum, length: 0...6),
      Generators.array(of: ImportFiles.goodAlbum, length: 1...6))
    assertForAll(input, runs: 200) { (held, imported) in
      let library = ImportFiles.library(holding: held)
      let before = library.albums
      let text = (["title,artist,genre,year,cover"] + imported.map(ImportFiles.csvLine))
        .joined(separator: "\n")
      let path = try ImportFiles.write(text, named: "new.csv")
      let expected = ImportFiles.expectedKept(imported, besides: before)
      let command: ImportAlbumsCommand
      do {
        command = try CSVImporter().importCommand(forFileAt: path, into: library)
      } catch {
        try expect(expected.isEmpty, "refused \(error), yet \(expected.count) are new")
        try expectEqual(library.albums, before, "a refused import adds nothing")
        return
      }
      var history = CommandHistory<AlbumChange, LibraryError>()
      let done = try history.perform(command)
      try expectEqual(library.albums, before + expected, "after the import")
      try expectEqual(done.index, before.count, "the first imported album's place")
      try expectEqual(done.albumAfter, .theAlbum, "the first imported album is current")
      let left = imported.count - expected.count
      try expectEqual(
        done.account,
        "Imported \(expected.count == 1 ? "1 album" : "\(expected.count) albums") from new.csv"
          + (left == 0
            ? "" : ", \(left == 1 ? "1 album" : "\(left) albums") already here left out"),
        "what the status line says")
      let undone = try history.undo()
      try expectEqual(library.albums, before, "one undo takes the whole import back")
      try expectEqual(history.canUndo, false, "one step")
      try expectEqual(undone?.albumAfter, .nextInItsPlace, "the album in its place is current")
      try expectEqual(
        undone?.account,
        "Took back the import of \(expected.count == 1 ? "1 album" : "\(expected.count) albums") from new.csv",
        "what the undo says")
      _ = try history.redo()
      try expectEqual(library.albums, before + expected, "one redo adds it all again")
    }
  }

  func testAnImportOfNoAlbumIsNoStep() {
    XCTAssertNil(
      ImportAlbumsCommand(adding: [], to: ImportFiles.library(), from: "x.csv", leavingOut: 3))
  }
}
