// The checks of exercise facade-1. Read them; do not edit them.
import ExerciseSupport
import MVC
import Singleton

/// A new album, in none of the tutorial's.
let ziggy = Album(
  title: "Ziggy Stardust", artist: "David Bowie", genre: "Rock",
  coverUrl: "/static/thumbs/album/ziggy.png", year: "1972")

/// A facade over fresh parts, with the parts, so a check can look behind the facade
/// the way the chapter's tests look at a spy.
func makeLibrary() -> (library: MusicLibrary, storage: PersistencyManager, log: ChangeLog) {
  let storage = PersistencyManager()
  let log = ChangeLog()
  return (MusicLibrary(storage: storage, log: log), storage, log)
}

func titles(_ albums: [Album]) -> [String] { albums.map(\.title) }

/// One change a check asks the facade for: add an album (made from generated fields) at
/// an index, or delete at one; the indices run below zero and past the end.
enum Step: Sendable, CustomStringConvertible {
  case add(ExerciseSupport.AlbumFields, at: Int)
  case delete(at: Int)

  static let any = Generators.oneOf([
    Generators.albumFields.flatMap { fields in
      Generators.int(in: -2...8).map { Step.add(fields, at: $0) }
    },
    Generators.int(in: -2...7).map { Step.delete(at: $0) },
  ])

  var description: String {
    switch self {
    case .add(let fields, let index): "addAlbum(\(fields), at: \(index))"
    case .delete(let index): "deleteAlbum(at: \(index))"
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the facade shows the albums its storage holds, in order") {
        let (library, storage, _) = makeLibrary()
        try expectEqual(titles(library.albums), titles(storage.albums), "the facade's titles")
      },
      Check("deleting through the facade removes the album from storage") {
        let (library, storage, _) = makeLibrary()
        try library.deleteAlbum(at: 1)
        try expectEqual(
          titles(storage.albums),
          ["Best of Bowie", "Nothing Like The Sun", "Staring at the Sun", "American Pie"],
          "the stored titles after deleteAlbum(at: 1)")
        try expectEqual(titles(library.albums), titles(storage.albums), "the facade's titles")
      },
      Check("a delete is written in the change log, with the deleted album's title") {
        let (library, _, log) = makeLibrary()
        try library.deleteAlbum(at: 1)
        try library.deleteAlbum(at: 0)
        try expectEqual(
          log.changes, [.deleted(title: "It's My Life"), .deleted(title: "Best of Bowie")],
          "the log after deleting at 1, then at 0")
      },
      Check("adding through the facade stores the album at its place and logs it") {
        let (library, storage, log) = makeLibrary()
        try library.addAlbum(ziggy, at: 2)
        try expectEqual(storage.albums.count, 6, "the number of stored albums")
        try expectEqual(storage.albums[2], ziggy, "the stored album at index 2")
        try expectEqual(log.changes, [.added(title: "Ziggy Stardust")], "the log")
      },
      Check("a change the storage refuses throws, and nothing is logged") {
        let (library, storage, log) = makeLibrary()
        // Caught untyped: a facade that throws its storage's error is judged, not refused
        // by the compiler.
        var refused: (any Error)?
        do {
          try library.deleteAlbum(at: 9)
        } catch {
          refused = error
        }
        try expect(
          refused as? LibraryError == .noSuchIndex(9),
          "deleteAlbum(at: 9) should throw the facade's own LibraryError.noSuchIndex(9), "
            + "never the storage's PersistencyError, which a screen cannot name; it threw "
            + (refused.map { "\($0)" } ?? "nothing"))
        do {
          try library.addAlbum(ziggy, at: -1)
        } catch {}
        try expectEqual(storage.albums.count, 5, "the number of stored albums")
        try expectEqual(log.changes, [], "the log after two refused changes")
      },
      Check("an add past the end puts the album last and logs it; one below zero is refused") {
        let (library, storage, log) = makeLibrary()
        try library.addAlbum(ziggy, at: 8)
        try expectEqual(storage.albums.last, ziggy, "the last stored album after adding at 8")
        try expectEqual(log.changes, [.added(title: "Ziggy Stardust")], "the log")
        var refused: (any Error)?
        do { try library.addAlbum(ziggy, at: -1) } catch { refused = error }
        try expect(
          refused as? LibraryError == .noSuchIndex(-1),
          "addAlbum(_:at: -1) should throw LibraryError.noSuchIndex(-1); it threw "
            + (refused.map { "\($0)" } ?? "nothing"))
      },
      Check("any adds and deletes, at any index: stored, logged, or refused as promised") {
        // Each change is made in storage and logged, or refused with LibraryError naming
        // its index and nothing stored or logged: at the ends, past them and below zero
        // too, adds and deletes alike.
        try forAll(Generators.array(of: Step.any, length: 1...10)) { steps in
          let (library, storage, log) = makeLibrary()
          var albums = storage.albums
          var changes: [Change] = []
          for step in steps {
            var refused: (any Error)?
            var expectedRefusal: LibraryError?
            switch step {
            case .add(let fields, let index):
              let album = Album(
                title: fields.title, artist: fields.artist, genre: fields.genre,
                coverUrl: "/covers/\(fields.title).png", year: fields.year)
              do { try library.addAlbum(album, at: index) } catch { refused = error }
              if index < 0 {
                expectedRefusal = .noSuchIndex(index)
              } else {
                albums.insert(album, at: min(index, albums.count))
                changes.append(.added(title: album.title))
              }
            case .delete(let index):
              do { try library.deleteAlbum(at: index) } catch { refused = error }
              if albums.indices.contains(index) {
                changes.append(.deleted(title: albums.remove(at: index).title))
              } else {
                expectedRefusal = .noSuchIndex(index)
              }
            }
            try expectEqual(
              refused.map { "\(type(of: $0)).\($0)" }, expectedRefusal.map { "LibraryError.\($0)" },
              "what \(step) threw")
            try expectEqual(storage.albums, albums, "the stored albums after \(step)")
            try expectEqual(log.changes, changes, "the log after \(step)")
          }
        }
      },
      Check("the facade stores nothing but storage and log") {
        // The probe proves those two are hidden; this proves no other stored property
        // hands a part to other files.
        let stored = Mirror(reflecting: makeLibrary().library).children.map { $0.label ?? "?" }
        try expectEqual(stored.sorted(), ["log", "storage"], "the stored properties")
      },
      Check("its surface names no part: nothing other files can use names a part's type") {
        // The chapter's leaky-facade rule, read from your source: a property, method or
        // typealias that other files reach and that names a part (even in an extension,
        // a computed property or a free function) hands the part out.
        let source = try SwiftSource(contentsOfFile: "MusicLibrary.swift")
        if let leak = source.exposedDeclarations(naming: ["PersistencyManager", "ChangeLog"]).first
        {
          try fail(
            "\(leak) names a part, so code outside the facade can reach it; keep it "
              + "private and offer what callers need in the facade's own words")
        }
      },
    ])
  }
}
