// The checks of exercise facade-2. Read them; do not edit them.
import ExerciseSupport
import MVC
import Singleton

let allTitles = PersistencyManager.tutorialAlbums.map(\.title)

func titles(_ library: MusicLibrary) -> [String] { library.albums.map(\.title) }

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("after a delete, restoreLastDeleted() puts the album back in its place") {
        let library = MusicLibrary()
        try library.deleteAlbum(at: 2)
        let restored = library.restoreLastDeleted()
        try expect(restored, "restoreLastDeleted() should return true after a delete")
        try expectEqual(titles(library), allTitles, "the titles after delete at 2, restore")
      },
      Check("with nothing deleted, restoreLastDeleted() returns false and changes nothing") {
        let library = MusicLibrary()
        try expect(!library.restoreLastDeleted(), "restoreLastDeleted() should return false")
        try expectEqual(titles(library), allTitles, "the titles")
      },
      Check("several deletes come back newest first, each in its own place") {
        let library = MusicLibrary()
        try library.deleteAlbum(at: 0)  // Best of Bowie
        try library.deleteAlbum(at: 2)  // Staring at the Sun, now at 2
        try library.deleteAlbum(at: 2)  // American Pie, now at 2
        _ = library.restoreLastDeleted()
        try expectEqual(
          titles(library), ["It's My Life", "Nothing Like The Sun", "American Pie"],
          "after three deletes and one restore (the newest, American Pie, comes back)")
        _ = library.restoreLastDeleted()
        try expectEqual(
          titles(library),
          ["It's My Life", "Nothing Like The Sun", "Staring at the Sun", "American Pie"],
          "after the second restore")
        _ = library.restoreLastDeleted()
        try expectEqual(titles(library), allTitles, "after the third restore")
      },
      Check("each delete is undone once: after two deletes, the third restore returns false") {
        let library = MusicLibrary()
        try library.deleteAlbum(at: 4)
        try library.deleteAlbum(at: 1)
        let answers = [
          library.restoreLastDeleted(), library.restoreLastDeleted(),
          library.restoreLastDeleted(),
        ]
        try expectEqual(answers, [true, true, false], "the three restores' answers")
        try expectEqual(titles(library), allTitles, "the titles after them")
      },
      Check("a delete the storage refuses leaves nothing to restore") {
        let library = MusicLibrary()
        var refused: (any Error)?
        do {
          try library.deleteAlbum(at: 12)
        } catch {
          refused = error
        }
        try expect(
          refused as? LibraryError == .noSuchIndex(12),
          "deleteAlbum(at: 12) should throw the facade's own LibraryError.noSuchIndex(12); it threw "
            + (refused.map { "\($0)" } ?? "nothing"))
        try expect(
          !library.restoreLastDeleted(),
          "after only a refused delete, restoreLastDeleted() should return false")
        try expectEqual(titles(library), allTitles, "the titles")
      },
      Check("the facade stores nothing but storage and deletions") {
        // The probe proves those two are hidden; this proves there is no third stored
        // part it cannot see.
        let stored = Mirror(reflecting: MusicLibrary()).children.map { $0.label ?? "?" }
        try expectEqual(stored.sorted(), ["deletions", "storage"], "the stored properties")
      },
      Check("its surface names no part: nothing other files can use names a part's type") {
        // The chapter's leaky-facade rule, read from your source: a property, method or
        // typealias that other files reach and that names a part (even in an extension,
        // a computed property or a free function) hands the part out.
        let source = try SwiftSource(contentsOfFile: "MusicLibrary.swift")
        if let leak = source.exposedDeclarations(naming: ["PersistencyManager"]).first {
          try fail(
            "\(leak) names a part, so code outside the facade can reach the storage; keep it "
              + "private and offer what callers need in the facade's own words")
        }
      },
      Check("the screen's undo key works through the facade alone") {
        let screen = ShelfController(library: MusicLibrary())
        screen.deletePressed(at: 0)
        try expect(
          !screen.titles.contains("Best of Bowie"),
          "after deleting at 0 the shelf shows \(screen.titles)")
        screen.undoPressed()
        try expectEqual(screen.status, "Restored", "the status after u")
        try expectEqual(screen.titles, allTitles, "the shelf after u")
      },
    ])
  }
}
