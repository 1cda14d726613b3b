// Mistake: only the last note is taken off: "Low (Remastered) [Deluxe Edition]" is still
// "Low (Remastered)", another album than "Low".
// Lesson: the task speaks of the notes at the end, as many as there are.
import Foundation
import MVC
import TemplateMethod

// Exercise templatemethod-2 · The same album twice
//
// Decide where a new rule of the import goes, so that it holds for every format the
// library reads and changes nothing else. The task is in Chapters/17-TemplateMethod.md,
// section Exercises.

/// The class the library's own formats subclass: the shop's list below, the library's
/// CSV (`LibraryCSVImporter.swift`) and any format written later. What holds for all of
/// them is said here, once.
///
/// The rule to add: an edition note at the end of a title, "Low (Remastered)" or
/// "Low [Deluxe Edition]", does not make another album; the album kept keeps its title
/// as the file has it.
class EditionAwareImporter: AlbumImporter {
  /// Two albums are one album twice when their titles without edition notes and their
  /// artists are the same: the template's own rule, whatever the case, asked of the
  /// title without its notes. The album itself is left as it was read.
  override func duplicateKey(for album: Album) -> String {
    var plain = album
    plain.title = Self.withoutEditionNotes(album.title)
    return super.duplicateKey(for: plain)
  }

  /// `title` without the notes at its end: each a last part in round or square brackets
  /// with no bracket inside, the blanks before it with it, taken off as long as
  /// something is left.
  static func withoutEditionNotes(_ title: String) -> String {
    let opening: [Character: Character] = [")": "(", "]": "["]
    var title = title.trimmingCharacters(in: .whitespaces)
    if let close = title.last, let open = opening[close],
      let start = title.dropLast().lastIndex(where: { "()[]".contains($0) }),
      title[start] == open
    {
      let before = title[..<start].trimmingCharacters(in: .whitespaces)
      if !before.isEmpty { title = before }
    }
    return title
  }
}

/// The record shop's list, in files named `*.shop`: an album a line, its title, artist,
/// genre and year with " | " between each two, and no header.
final class ShopListImporter: EditionAwareImporter {
  override var formatName: String { "shop list" }
  override var fileExtension: String { "shop" }

  override func album(from record: ImportRecord) throws(ImportError) -> Album {
    let fields = record.text.components(separatedBy: " | ")
    guard fields.count == 4 else {
      throw ImportError(line: record.line, problem: "4 fields expected, “ | ” between each two")
    }
    return Album(
      title: fields[0], artist: fields[1], genre: fields[2], coverUrl: "", year: fields[3])
  }
}
