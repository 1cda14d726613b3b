import Command
import ExerciseSupport
import Foundation
import MVC
import Singleton
import Synchronization
import TemplateMethod
import WorkbookTestSupport
import XCTest

@testable import Facade

/// An import is one command of chapter 8's kind: one undo takes all of it back, one
/// redo adds all of it again, whatever the library and the file held.
final class ImportUndoTests: XCTestCase {
  func testAnImportIsOneUndoAndOneRedoForAnyLibraryAndFile() throws {
    let input = Generators.zip(
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

  /// Online, each album is posted in turn, and the change the screen shows carries the
  /// last post, which waits for those before it; the undo's, the last delete's.
  func testTheImportsChangeCarriesItsLastPost() async throws {
    let server = CountingServer()
    let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: server)
    let path = try ImportFiles.write(
      "title,artist,genre,year,cover\nLow,Bowie,Rock,1977,\nBlue,Joni,Folk,1971,\n"
        + "Lodger,Bowie,Rock,1979,\n",
      named: "three.csv")
    let command = try CSVImporter().importCommand(forFileAt: path, into: library)
    let done = try command.execute()
    let outcome = await done.post.value
    XCTAssertEqual(outcome, .delivered(path: "/api/addAlbum", status: 203))
    XCTAssertEqual(server.posted.count, 3)
    XCTAssertTrue(
      server.posted.last?.hasSuffix(
        "title: Lodger, artist: Bowie, genre: Rock, coverUrl: , year: 1979") == true)
    let undone = try command.undo()
    let back = await undone.post.value
    XCTAssertEqual(back, .delivered(path: "/api/deleteAlbum", status: 206))
    XCTAssertEqual(
      server.posted.suffix(3), ["/api/deleteAlbum 7", "/api/deleteAlbum 6", "/api/deleteAlbum 5"])
  }
}

/// A server that answers the Nth post with status 200 + N and notes each one.
private final class CountingServer: HTTPPosting {
  private let log = Mutex<[String]>([])
  let baseURL = URL(string: "http://127.0.0.1:1")!

  var posted: [String] { log.withLock { $0 } }

  func post(_ path: String, body: String) async -> PostOutcome {
    let count = log.withLock {
      $0.append("\(path) \(body)")
      return $0.count
    }
    return .delivered(path: path, status: 200 + count)
  }
}
