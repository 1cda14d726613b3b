// Mistake: the shop's format takes the notes off its titles as it reads them, so the
// template finds the albums the same, but keeps "Low" where the file says
// "Low (Remastered)", and the library's CSV knows nothing of the rule.
// Lesson: a step reads the record as it is; what makes two albums the same is the
// template's hook, and one override of it in the class every format shares holds for all.
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
  // The formats take the notes off themselves.
  static func withoutEditionNotes(_ title: String) -> String {
    let opening: [Character: Character] = [")": "(", "]": "["]
    var title = title.trimmingCharacters(in: .whitespaces)
    while let close = title.last, let open = opening[close],
      let start = title.dropLast().lastIndex(where: { "()[]".contains($0) }),
      title[start] == open
    {
      let before = title[..<start].trimmingCharacters(in: .whitespaces)
      if before.isEmpty { break }
      title = before
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
      title: EditionAwareImporter.withoutEditionNotes(fields[0]), artist: fields[1],
      genre: fields[2], coverUrl: "", year: fields[3])
  }
}
