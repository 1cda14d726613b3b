// Mistake: the order is a step a format may override, and the plain format sorts by
// title: the two reports of one library list its albums in different orders.
// Lesson: what every format must do alike belongs to the template method itself, not to
// a step a subclass can change.
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
    let ordered = order(albums)
    var lines = [titleLine]
    for album in ordered {
      lines.append(line(for: album))
    }
    lines.append(closingLine(counting: albums.count == 1 ? "1 album" : "\(albums.count) albums"))
    return lines.joined(separator: "\n") + "\n"
  }

  // The steps a format fills in. Swift has no abstract method: these say so when run.

  /// The albums in the report's order: by year, title and artist, unless a format says
  /// otherwise.
  func order(_ albums: [Album]) -> [Album] {
    albums.sorted { ($0.year, $0.title, $0.artist) < ($1.year, $1.title, $1.artist) }
  }

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

  /// A plain list reads best by title.
  override func order(_ albums: [Album]) -> [Album] {
    albums.sorted { ($0.title, $0.year) < ($1.title, $1.year) }
  }

  override func line(for album: Album) -> String {
    "\(album.year)  \(album.title) / \(album.artist)"
  }

  override func closingLine(counting count: String) -> String { count }
}
