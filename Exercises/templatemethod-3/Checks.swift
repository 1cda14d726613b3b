// The checks of exercise templatemethod-3. Read them; do not edit them.
import ExerciseSupport
import MVC

// The task's promises, and the checks that hold each:
// - each format writes the title line, the albums' lines in order and the count, as the
//   task shows them: the first check, the second and the third, over generated albums
//   that share titles, artists and years;
// - the count says "1 album", else "N albums": the fourth;
// - the algorithm is written once: one place in your file sorts, one place goes through
//   the albums: the fifth.

func album(_ fields: ExerciseSupport.AlbumFields) -> Album {
  Album(
    title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "",
    year: fields.year)
}

/// The report the task asks for, written plainly, one format at a time.
func expected(_ albums: [Album], as format: ReportFormat) -> String {
  let ordered = albums.sorted {
    [$0.year, $0.title, $0.artist].lexicographicallyPrecedes([$1.year, $1.title, $1.artist])
  }
  let count = albums.count == 1 ? "1 album" : "\(albums.count) albums"
  switch format {
  case .markdown:
    return "# Library\n"
      + ordered.map { "- \($0.year) **\($0.title)** by \($0.artist)\n" }.joined()
      + "_\(count)_\n"
  case .plain:
    return "LIBRARY\n" + ordered.map { "\($0.year)  \($0.title) / \($0.artist)\n" }.joined()
      + "\(count)\n"
  }
}

/// Compares your report of `albums` in `format` with the task's.
func expectReport(_ albums: [Album], as format: ReportFormat) throws {
  try expectEqual(
    report(of: albums, as: format), expected(albums, as: format),
    "the \(format) report of \(albums.map { "“\($0.title)” by “\($0.artist)”, \($0.year)" })")
}

/// What goes through a list: a loop, or a method that calls a closure for each element.
let walking: Set<String> = ["map", "forEach", "reduce", "compactMap", "flatMap"]

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the task's three albums, in both formats") {
        let albums = [
          Album(title: "Low", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1977"),
          Album(
            title: "Hunky Dory", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1971"),
          Album(title: "Heroes", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1977"),
        ]
        try expectEqual(
          report(of: albums, as: .markdown),
          """
          # Library
          - 1971 **Hunky Dory** by David Bowie
          - 1977 **Heroes** by David Bowie
          - 1977 **Low** by David Bowie
          _3 albums_

          """, "the Markdown report")
        try expectEqual(
          report(of: albums, as: .plain),
          """
          LIBRARY
          1971  Hunky Dory / David Bowie
          1977  Heroes / David Bowie
          1977  Low / David Bowie
          3 albums

          """, "the plain report")
      },
      Check("any albums, in Markdown: sorted by year, title and artist, then counted") {
        try forAll(Generators.albums()) { fields in
          try expectReport(fields.map { album($0) }, as: .markdown)
        }
      },
      Check("any albums, in plain text: sorted by year, title and artist, then counted") {
        try forAll(Generators.albums()) { fields in
          try expectReport(fields.map { album($0) }, as: .plain)
        }
      },
      Check("no album and one album are counted as such, in both formats") {
        let one = Album(title: "Low", artist: "David Bowie", genre: "", coverUrl: "", year: "1977")
        for format in ReportFormat.allCases {
          try expectReport([], as: format)
          try expectReport([one], as: format)
        }
      },
      Check("the algorithm is written once: one place sorts, one place goes through the albums") {
        let source = try SwiftSource(contentsOfFile: "LibraryReport.swift")
        let sorts = source.calls(to: ["sorted", "sort"])
        try expect(
          sorts.count == 1,
          "LibraryReport.swift sorts in \(sorts.count) places (\(sorts.joined(separator: ", "))): "
            + "the order of the albums is a step of the algorithm, so write it once, in the "
            + "template method every format runs, not in each format.")
        let walks = source.loops + source.calls(to: walking)
        try expect(
          walks.count == 1,
          "LibraryReport.swift goes through a list in \(walks.count) places "
            + "(\(walks.joined(separator: ", "))): the albums' lines are written by one loop, in "
            + "the template method, which asks the format for each line; a format writes one "
            + "line and never the whole list.")
      },
    ])
  }
}
