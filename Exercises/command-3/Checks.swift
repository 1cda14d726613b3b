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
    ])
  }
}
