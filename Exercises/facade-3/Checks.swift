// The checks of exercise facade-3. Read them; do not edit them.
import ExerciseSupport
import MVC
import Singleton

/// A new album, in none of the tutorial's.
let ziggy = Album(
  title: "Ziggy Stardust", artist: "David Bowie", genre: "Rock",
  coverUrl: "/static/thumbs/album/ziggy.png", year: "1972")

/// The parts a facade is built over, kept so that a check can look at them afterwards.
struct Parts {
  let storage = PersistencyManager()
  let uploader = Uploader()
  let connectivity: Connectivity

  init(online: Bool) {
    connectivity = Connectivity(isOnline: online)
  }

  func makeLibrary() -> SyncedLibrary {
    SyncedLibrary(storage: storage, uploader: uploader, connectivity: connectivity)
  }
}

func titles(_ albums: [Album]) -> [String] { albums.map(\.title) }

/// One thing that happens in a check: a change asked of the facade (at indices below
/// zero and past the end too), or the world changing under it (the machine going online
/// or offline, the server starting or stopping to fail).
enum Event: Sendable, CustomStringConvertible {
  case add(ExerciseSupport.AlbumFields, at: Int)
  case delete(at: Int)
  case online(Bool)
  case serverFails(Bool)

  static let any = Generators.oneOf([
    Generators.albumFields.flatMap { fields in
      Generators.int(in: -2...8).map { Event.add(fields, at: $0) }
    },
    Generators.int(in: -2...7).map { Event.delete(at: $0) },
    Generators.bool.map { Event.online($0) },
    Generators.bool.map { Event.serverFails($0) },
  ])

  var description: String {
    switch self {
    case .add(let fields, let index): "addAlbum(\(fields.title), at: \(index))"
    case .delete(let index): "deleteAlbum(at: \(index))"
    case .online(let online): online ? "online" : "offline"
    case .serverFails(let fails): fails ? "the server fails" : "the server works"
    }
  }
}

/// Whether `value` is one of the three parts, or holds one a few levels down.
func holdsAPart(_ value: Any, depth: Int = 0) -> Bool {
  if value is PersistencyManager || value is Uploader || value is Connectivity { return true }
  guard depth < 4 else { return false }
  return Mirror(reflecting: value).children.contains { holdsAPart($0.value, depth: depth + 1) }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("offline, a delete changes the albums, uploads nothing and says so") {
        let parts = Parts(online: false)
        let library = parts.makeLibrary()
        let outcome = try library.deleteAlbum(at: 0)
        try expectEqual(outcome, .keptLocally, "what deleteAlbum(at: 0) returned")
        try expectEqual(
          parts.storage.albums.first?.title ?? "none", "It's My Life", "the first stored title")
        try expectEqual(library.albums, parts.storage.albums, "the facade's albums")
        try expectEqual(parts.uploader.attempts, [], "the uploads")
      },
      Check("online, every change is uploaded once, in the order it was made") {
        let parts = Parts(online: true)
        let library = parts.makeLibrary()
        let added = try library.addAlbum(ziggy, at: 1)
        let deleted = try library.deleteAlbum(at: 0)
        try expectEqual([added, deleted], [.uploaded, .uploaded], "the two outcomes")
        try expectEqual(
          parts.uploader.attempts, [.added(ziggy, at: 1), .deleted(at: 0)], "the uploads")
        try expectEqual(
          titles(parts.storage.albums).prefix(2), ["Ziggy Stardust", "It's My Life"],
          "the first two stored albums")
      },
      Check("the local change is made before the upload starts") {
        let parts = Parts(online: true)
        let library = parts.makeLibrary()
        var countsSeenByUploads: [Int] = []
        parts.uploader.onUpload = { countsSeenByUploads.append(parts.storage.albums.count) }
        _ = try library.deleteAlbum(at: 3)
        _ = try library.addAlbum(ziggy, at: 0)
        try expectEqual(
          countsSeenByUploads, [4, 5],
          "the stored album count when each upload started (5 albums before the delete)")
      },
      Check("a failed upload keeps the local change and is reported to the caller") {
        let parts = Parts(online: true)
        let library = parts.makeLibrary()
        let failure = UploadError(reason: "server unreachable")
        parts.uploader.failure = failure
        let outcome = try library.addAlbum(ziggy, at: 5)
        try expectEqual(outcome, .uploadFailed(failure), "what addAlbum(_:at: 5) returned")
        try expectEqual(parts.storage.albums.last, ziggy, "the last stored album")
        try expectEqual(parts.uploader.attempts, [.added(ziggy, at: 5)], "the uploads")
      },
      Check("a change the library refuses throws, and nothing is uploaded") {
        let parts = Parts(online: true)
        let library = parts.makeLibrary()
        // Caught untyped: a facade that throws its storage's error is judged, not refused
        // by the compiler.
        var refused: (any Error)?
        do {
          _ = try library.deleteAlbum(at: 7)
        } catch {
          refused = error
        }
        try expect(
          refused as? LibraryError == .noSuchIndex(7),
          "deleteAlbum(at: 7) should throw the facade's own LibraryError.noSuchIndex(7), "
            + "never the storage's PersistencyError, which a caller cannot name; it threw "
            + (refused.map { "\($0)" } ?? "nothing"))
        try expectEqual(parts.uploader.attempts, [], "the uploads")
        try expectEqual(parts.storage.albums.count, 5, "the number of stored albums")
      },
      Check("any changes, online or not, the server failing or not: each as the rules say") {
        // After any history of changes, refusals, failures and switches, the next change
        // is made locally or refused; a made one is uploaded once, then, only if online,
        // and its own outcome returned; a refused one throws and sends nothing.
        try forAll(Generators.array(of: Event.any, length: 1...14)) { events in
          let parts = Parts(online: true)
          let library = parts.makeLibrary()
          let failure = UploadError(reason: "server unreachable")
          var albums = parts.storage.albums
          var uploads: [Change] = []
          var taken: [String] = []
          for event in events {
            taken.append("\(event)")
            var change: Change?
            var outcome: SyncOutcome?
            var refused: (any Error)?
            switch event {
            case .online(let online): parts.connectivity.isOnline = online
            case .serverFails(let fails): parts.uploader.failure = fails ? failure : nil
            case .add(let fields, let index):
              let album = Album(
                title: fields.title, artist: fields.artist, genre: fields.genre,
                coverUrl: "/covers/\(fields.title).png", year: fields.year)
              do { outcome = try library.addAlbum(album, at: index) } catch { refused = error }
              if index >= 0 {
                albums.insert(album, at: min(index, albums.count))
                change = .added(album, at: index)
              }
            case .delete(let index):
              do { outcome = try library.deleteAlbum(at: index) } catch { refused = error }
              if albums.indices.contains(index) {
                albums.remove(at: index)
                change = .deleted(at: index)
              }
            }
            let what = taken.joined(separator: ", ")
            switch event {
            case .add(_, let index), .delete(let index):
              if let change {
                let online = parts.connectivity.isOnline
                if online { uploads.append(change) }
                let expected: SyncOutcome =
                  !online
                  ? .keptLocally : parts.uploader.failure.map { .uploadFailed($0) } ?? .uploaded
                try expectEqual(outcome, expected, "the outcome after \(what)")
                try expect(refused == nil, "\(event) threw \(refused!) after \(what)")
              } else {
                try expect(
                  refused as? LibraryError == .noSuchIndex(index),
                  "\(event) should throw LibraryError.noSuchIndex(\(index)) after \(what); it "
                    + (refused.map { "threw \($0)" } ?? "returned \(outcome!)"))
              }
            default: break
            }
            try expectEqual(parts.storage.albums, albums, "the stored albums after \(what)")
            try expectEqual(parts.uploader.attempts, uploads, "the uploads after \(what)")
          }
        }
      },
      Check("the parts are kept only as storage, uploader and connectivity") {
        // The probe proves those three are hidden; this proves no part is kept under
        // another name besides, not even inside an array, tuple or struct.
        let parts = Parts(online: true)
        let partsKept = Mirror(reflecting: parts.makeLibrary()).children.filter {
          holdsAPart($0.value)
        }
        try expectEqual(
          partsKept.map { $0.label ?? "?" }.sorted(), ["connectivity", "storage", "uploader"],
          "the stored properties that hold a part")
      },
      Check("its surface names no part: nothing other files can use names a part's type") {
        // The chapter's leaky-facade rule, read from your source: a property, method or
        // typealias that other files reach and that names a part (even in an extension,
        // a computed property or a free function) hands the part out.
        let source = try SwiftSource(contentsOfFile: "SyncedLibrary.swift")
        if let leak = source.exposedDeclarations(naming: [
          "PersistencyManager", "Uploader", "Connectivity",
        ]).first {
          try fail(
            "\(leak) names a part, so code outside the facade can reach it; keep it "
              + "private and offer what callers need in the facade's own words")
        }
      },
      Check("going offline and online again is noticed at the very next change") {
        let parts = Parts(online: true)
        let library = parts.makeLibrary()
        var outcomes = [try library.deleteAlbum(at: 0)]
        parts.connectivity.isOnline = false
        outcomes.append(try library.deleteAlbum(at: 0))
        parts.connectivity.isOnline = true
        outcomes.append(try library.deleteAlbum(at: 0))
        try expectEqual(
          outcomes, [.uploaded, .keptLocally, .uploaded], "online, offline, online again")
        try expectEqual(parts.uploader.attempts.count, 2, "the number of uploads")
        try expectEqual(parts.storage.albums.count, 2, "the number of stored albums")
      },
    ])
  }
}
