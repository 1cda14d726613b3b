// Mistake: no template: each format is a function that sorts the albums and writes every
// line itself. The reports are right today; the order, the count and the shape of the
// algorithm are written twice, and the next format copies them a third time.
// Lesson: the invariant part of an algorithm is written once, in the template method; a
// format fills in only what differs.
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
  case .markdown: markdownReport(of: albums)
  case .plain: plainReport(of: albums)
  }
}

func markdownReport(of albums: [Album]) -> String {
  let ordered = albums.sorted { ($0.year, $0.title, $0.artist) < ($1.year, $1.title, $1.artist) }
  var text = "# Library\n"
  for album in ordered {
    text += "- \(album.year) **\(album.title)** by \(album.artist)\n"
  }
  return text + "_\(albums.count == 1 ? "1 album" : "\(albums.count) albums")_\n"
}

func plainReport(of albums: [Album]) -> String {
  let ordered = albums.sorted { ($0.year, $0.title, $0.artist) < ($1.year, $1.title, $1.artist) }
  var text = "LIBRARY\n"
  for album in ordered {
    text += "\(album.year)  \(album.title) / \(album.artist)\n"
  }
  return text + (albums.count == 1 ? "1 album" : "\(albums.count) albums") + "\n"
}
