// The checks of exercise facade-2. Read them; do not edit them.
import ExerciseSupport
import MVC
import Singleton

let allTitles = PersistencyManager.tutorialAlbums.map(\.title)

func titles(_ library: MusicLibrary) -> [String] { library.albums.map(\.title) }

/// A shelf for a check: albums drawn from a pool of a few, so that titles are shared and
/// the same album often stands on it twice.
let anyShelf = Generators.albums(count: 1...3).flatMap { pool in
  Generators.array(of: Generators.element(of: pool), length: 0...7)
}.map { shelf in
  shelf.map {
    Album(
      title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "/covers/\($0.title).png",
      year: $0.year)
  }
}

/// A step a check takes: delete at an index (past the end too), or undo.
let anyStep = Generators.oneOf([
  Generators.int(in: 0...7).map { Optional($0) }, Generators.element(of: [Int?.none]),
])

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
      Check("any deletes and restores, in any order, on any shelf: each undone in its place") {
        // Shelves whose albums share titles or stand twice, deletes anywhere (refused ones
        // among them) and restores between them: each restore puts back the newest delete
        // not yet undone, at its index, and a refused delete changes nothing.
        let input = anyShelf.flatMap { shelf in
          Generators.array(of: anyStep, length: 1...12).map { (shelf: shelf, steps: $0) }
        }
        try forAll(input) { input in
          let library = MusicLibrary(albums: input.shelf)
          var albums = input.shelf
          var deleted: [(album: Album, index: Int)] = []
          var taken: [String] = []
          for step in input.steps {
            if let index = step {
              taken.append("deleteAlbum(at: \(index))")
              var refused = false
              do { try library.deleteAlbum(at: index) } catch { refused = true }
              try expectEqual(
                refused, !albums.indices.contains(index), "whether \(taken.last!) was refused")
              if !refused { deleted.append((albums.remove(at: index), index)) }
            } else {
              taken.append("restoreLastDeleted()")
              let expected = deleted.popLast()
              if let expected { albums.insert(expected.album, at: expected.index) }
              try expectEqual(
                library.restoreLastDeleted(), expected != nil,
                "what restoreLastDeleted() answered after \(taken.dropLast())")
            }
            try expectEqual(
              library.albums, albums, "the albums after \(taken.joined(separator: ", "))")
          }
        }
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
