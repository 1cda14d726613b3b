// Mistake: the protocol form, with the closing line's step written only in the
// protocol's extension, not declared in the protocol: the template method calls the
// extension's own, statically, and the Markdown format's closing line is never used.
// Lesson: a step a format may change must be a requirement of the protocol (with the
// extension's answer as its default); only then is it dispatched to the format's own.
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
  switch format {
  case .markdown: MarkdownReport().report(of: albums)
  case .plain: PlainReport().report(of: albums)
  }
}

/// The steps a report's format fills in: requirements, so that the template method,
/// which the extension gives every format, calls each format's own.
protocol ReportFormatSteps {
  var titleLine: String { get }
  func line(for album: Album) -> String
}

extension ReportFormatSteps {
  /// The template method: a protocol extension's method, which no format can replace
  /// for a caller that holds it through the protocol.
  func report(of albums: [Album]) -> String {
    let ordered = albums.sorted {
      ($0.year, $0.title, $0.artist) < ($1.year, $1.title, $1.artist)
    }
    var text = titleLine + "\n"
    for album in ordered {
      text += line(for: album) + "\n"
    }
    return text + closingLine(counting: albums.count == 1 ? "1 album" : "\(albums.count) albums")
      + "\n"
  }

  /// The count as the closing line shows it; by default as it is.
  func closingLine(counting count: String) -> String { count }
}

struct MarkdownReport: ReportFormatSteps {
  let titleLine = "# Library"

  func line(for album: Album) -> String {
    "- \(album.year) **\(album.title)** by \(album.artist)"
  }

  func closingLine(counting count: String) -> String { "_\(count)_" }
}

struct PlainReport: ReportFormatSteps {
  let titleLine = "LIBRARY"

  func line(for album: Album) -> String {
    "\(album.year)  \(album.title) / \(album.artist)"
  }
}
