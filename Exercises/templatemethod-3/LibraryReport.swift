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
  // TODO: your design
  ""
}
