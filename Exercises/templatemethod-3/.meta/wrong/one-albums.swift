// Mistake: the count is always "N albums", so one album is "1 albums".
// Lesson: the closing line the task shows says "1 album"; the template method words the
// count once for every format.
import MVC

// Exercise templatemethod-3 · A report of your own
//
// Design a report that two formats write by one fixed algorithm: a template method of
// your own. The task is in Chapters/17-TemplateMethod.md, section Exercises.

// The checks call only `report(of:as:)`, with the given `ReportFormat`, and read this
// file: it sorts in one place, and goes through a list in one place (one loop, or one
// `map`, `forEach`, `reduce`, `compactMap` or `flatMap`). Everything else, the types of
// your template and of its formats, is yours to design.

/// `albums` as a report in `format`, each line ending in a line break: a title line,
/// then a line for each album, sorted by year, then title, then artist (each compared as
/// Swift's `<` compares strings), then a closing line that counts them ("1 album",
/// "3 albums"). The lines of each format:
///
///     markdown                           plain
///     # Library                          LIBRARY
///     - 1977 **Low** by David Bowie      1977  Low / David Bowie
///     _3 albums_                         3 albums
func report(of albums: [Album], as format: ReportFormat) -> String {
  let writer: ReportWriter =
    switch format {
    case .markdown: MarkdownReport()
    case .plain: PlainReport()
    }
  return writer.report(of: albums)
}

/// A report, written by one algorithm in the order every format follows: the title line,
/// the albums in order, the count. A format fills in the three lines.
class ReportWriter {
  /// The template method: `final`, so a format fills in its steps and changes nothing
  /// of their order.
  final func report(of albums: [Album]) -> String {
    let ordered = albums.sorted {
      ($0.year, $0.title, $0.artist) < ($1.year, $1.title, $1.artist)
    }
    var lines = [titleLine]
    for album in ordered {
      lines.append(line(for: album))
    }
    lines.append(closingLine(counting: "\(albums.count) albums"))
    return lines.joined(separator: "\n") + "\n"
  }

  // The steps a format fills in. Swift has no abstract method: these say so when run.

  var titleLine: String { preconditionFailure("\(type(of: self)) has no title line") }

  func line(for album: Album) -> String {
    preconditionFailure("\(type(of: self)) does not say how an album's line reads")
  }

  func closingLine(counting count: String) -> String {
    preconditionFailure("\(type(of: self)) has no closing line")
  }
}

final class MarkdownReport: ReportWriter {
  override var titleLine: String { "# Library" }

  override func line(for album: Album) -> String {
    "- \(album.year) **\(album.title)** by \(album.artist)"
  }

  override func closingLine(counting count: String) -> String { "_\(count)_" }
}

final class PlainReport: ReportWriter {
  override var titleLine: String { "LIBRARY" }

  override func line(for album: Album) -> String {
    "\(album.year)  \(album.title) / \(album.artist)"
  }

  override func closingLine(counting count: String) -> String { count }
}
