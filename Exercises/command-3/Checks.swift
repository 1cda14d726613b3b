// The checks of exercise command-3. Read them; do not edit them.
import Command
import ExerciseSupport
import Facade
import MVC

/// An album by `artist`, named `title`.
func album(_ title: String, by artist: String) -> Album {
  Album(title: title, artist: artist, genre: "Folk", coverUrl: "", year: "1971")
}

/// Puts albums by `artist` at `indices` (in this order) into the shared library.
func addAlbums(by artist: String, at indices: [Int]) throws {
  for (number, index) in indices.enumerated() {
    try LibraryAPI.shared.addAlbum(album("\(artist) \(number + 1)", by: artist), at: index)
  }
}

/// The albums as a failure shows them: each title and artist.
func listing(_ albums: [Album]) -> [String] {
  albums.map { "“\($0.title)” by “\($0.artist)”" }
}

// The task's promises, and the checks that hold each:
// - no command for an artist the library does not have: the first check, and the last;
// - after execute() every album by the artist, exactly that artist, is gone, the others
//   in their order: the second, and the last, with shared titles and artists that differ
//   only in case;
// - after undo() each album is back at its old place: the third, and the last;
// - redo and undo again do the same: the fourth, and the last.

/// Albums a check adds to the shared library, each at a place, and the artist whose
/// albums it deletes: titles shared across artists and within one, artists that differ
/// only in case, and the empty name.
struct Shelf: Sendable, CustomStringConvertible {
  var added: [(title: String, artist: String, index: Int)]
  var artist: String

  static let artists = Generators.element(of: ["Joni Mitchell", "joni mitchell", "Nick Drake", ""])

  static let any = Generators.array(
    of: Generators.element(of: ["Blue", "blue", "Heroes", "Album 10", "Album 2"]).flatMap { title in
      artists.flatMap { artist in
        Generators.int(in: 0...9).map { (title: title, artist: artist, index: $0) }
      }
    }, length: 1...6
  ).flatMap { added in artists.map { Shelf(added: added, artist: $0) } }

  var description: String {
    added.map { "“\($0.title)” by “\($0.artist)” at \($0.index)" }.joined(separator: ", ")
      + "; delete the albums by “\(artist)”"
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("no command for an artist the library does not have") {
        try expect(
          DeleteArtistCommand(deletingAlbumsBy: "Nobody", from: .shared) == nil,
          "a command was made for an artist with no albums")
      },
      Check("one command deletes every album by the artist, and only those") {
        try addAlbums(by: "Joni Mitchell", at: [0, 3, 7])
        let before = LibraryAPI.shared.albums
        var history = CommandHistory<[Task<PostOutcome, Never>], LibraryError>()
        let command = try unwrap(
          DeleteArtistCommand(deletingAlbumsBy: "Joni Mitchell", from: .shared),
          "the command for Joni Mitchell")
        let shifted =
          "once an album goes, the ones after it move up a place, so delete from the last "
          + "index down"
        do {
          _ = try history.perform(command)
        } catch {
          throw CheckFailure("the delete threw “\(error)”: \(shifted).")
        }
        let left = LibraryAPI.shared.albums.map(\.title)
        let expected = before.filter { $0.artist != "Joni Mitchell" }.map(\.title)
        try expect(left == expected, "the library reads \(left), not \(expected): \(shifted).")
        _ = try history.undo()
      },
      Check("one undo puts every album back where it was") {
        try addAlbums(by: "Nick Drake", at: [1, 2, 6])
        let before = LibraryAPI.shared.albums
        var history = CommandHistory<[Task<PostOutcome, Never>], LibraryError>()
        _ = try history.perform(
          try unwrap(
            DeleteArtistCommand(deletingAlbumsBy: "Nick Drake", from: .shared), "a command"))
        _ = try history.undo()
        let after = LibraryAPI.shared.albums
        try expect(
          after == before,
          "after one undo the library reads \(after.map(\.title)), not \(before.map(\.title)): "
            + "each album goes back at its old index only if the ones before it are back "
            + "already, so undo puts them back in the opposite order of the deletes.")
      },
      Check("redo deletes them again, and undo after it restores them again") {
        try addAlbums(by: "Vashti Bunyan", at: [0, 1, 5, 99])
        let before = LibraryAPI.shared.albums
        var history = CommandHistory<[Task<PostOutcome, Never>], LibraryError>()
        _ = try history.perform(
          try unwrap(
            DeleteArtistCommand(deletingAlbumsBy: "Vashti Bunyan", from: .shared), "a command"))
        _ = try history.undo()
        _ = try history.redo()
        try expectEqual(
          LibraryAPI.shared.albums.map(\.title),
          before.filter { $0.artist != "Vashti Bunyan" }.map(\.title), "the titles after redo")
        _ = try history.undo()
        try expectEqual(
          LibraryAPI.shared.albums.map(\.title), before.map(\.title),
          "the titles after undoing the redo")
      },
      Check("any albums, any artist: delete, undo, redo and undo again, each as the rules say") {
        try forAll(Shelf.any, runs: 150) { shelf in
          let library = LibraryAPI.shared
          let start = library.albums
          defer {
            // The shared library back as it was, for the next run.
            for _ in library.albums { _ = try? library.deleteAlbum(at: 0) }
            for (index, album) in start.enumerated() { _ = try? library.addAlbum(album, at: index) }
          }
          for added in shelf.added {
            try library.addAlbum(album(added.title, by: added.artist), at: added.index)
          }
          let before = library.albums
          let others = before.filter { $0.artist != shelf.artist }
          let made = DeleteArtistCommand(deletingAlbumsBy: shelf.artist, from: library)
          try expect(
            (made != nil) == (others.count < before.count),
            made == nil
              ? "no command was made, though the library has albums by “\(shelf.artist)”"
              : "a command was made, though no album is by exactly “\(shelf.artist)”")
          guard let command = made else { return }
          var history = CommandHistory<[Task<PostOutcome, Never>], LibraryError>()
          _ = try history.perform(command)
          try expectEqual(listing(library.albums), listing(others), "the albums after execute")
          _ = try history.undo()
          try expectEqual(listing(library.albums), listing(before), "the albums after undo")
          _ = try history.redo()
          try expectEqual(listing(library.albums), listing(others), "the albums after redo")
          _ = try history.undo()
          try expectEqual(
            listing(library.albums), listing(before), "the albums after undoing the redo")
        }
      },
    ])
  }
}
