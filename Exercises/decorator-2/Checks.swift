// The checks of exercise decorator-2. Read them; do not edit them.
import ExerciseSupport
import MVC
import Singleton
import TerminalKit

/// The cell class the checks register: it counts how many cells the table makes.
final class CountedCell: TableViewCell {
  static var made = 0

  required init(style: CellStyle, reuseIdentifier: String) {
    Self.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
}

/// A wrapper that passes every question on and writes down which rows were asked
/// for: a small decorator of the checks' own.
@MainActor
final class RowSpy: TableViewDataSource {
  let base: any TableViewDataSource
  var rowsAsked: [Int] = []

  init(wrapping base: any TableViewDataSource) {
    self.base = base
  }

  func numberOfRows(in tableView: TableView) -> Int {
    base.numberOfRows(in: tableView)
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    rowsAsked.append(row)
    return base.tableView(tableView, cellForRowAt: row)
  }
}

/// A table as a screen would own it: `height` rows high, cells registered, showing
/// `source` (which the caller keeps: a table holds its data source weakly).
@MainActor
func makeTable(showing source: any TableViewDataSource, height: Int) -> TableView {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 50, height: height))
  table.register(
    CountedCell.self, style: .value1,
    forCellReuseIdentifier: LibraryTableDataSource.cellIdentifier)
  table.emptyText = "The library is empty."
  table.dataSource = source
  table.reloadData()
  return table
}

/// What the table draws, as plain text, one line a row.
@MainActor
func screen(of table: TableView) -> [String] {
  var canvas = Canvas(size: table.frame.size)
  table.render(into: &canvas)
  return canvas.renderPlain().split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
}

/// A library of `count` made-up albums.
func bigLibrary(_ count: Int) -> [Album] {
  (0..<count).map {
    Album(
      title: "Album \($0)", artist: "Artist \($0)", genre: "Pop", coverUrl: "",
      year: "2000")
  }
}

let tutorial = PersistencyManager.tutorialAlbums

/// A library for a check: albums drawn from a pool of a few, so that titles are shared,
/// an album may stand twice, and some have no artist.
let anyLibrary = Generators.albums(count: 1...4).flatMap { pool in
  Generators.array(of: Generators.element(of: pool), length: 0...9)
}.map { fields in
  fields.map {
    Album(title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "", year: $0.year)
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the table has one row per album") {
        let source = LibraryTableDataSource(albums: tutorial)
        let table = makeTable(showing: source, height: 8)
        try expectEqual(table.numberOfRows, 5, "the table's numberOfRows after reloadData()")
        withExtendedLifetime(source) {}
      },
      Check("each row shows the album's title and its artist") {
        let source = LibraryTableDataSource(albums: tutorial)
        let table = makeTable(showing: source, height: 5)
        let lines = screen(of: table)
        for (index, album) in tutorial.enumerated() {
          let line = lines.indices.contains(index) ? lines[index] : ""
          try expect(
            line.contains(album.title) && line.contains(album.artist),
            "row \(index) should show “\(album.title)” and “\(album.artist)”; it reads “\(line)”"
          )
        }
        withExtendedLifetime(source) {}
      },
      Check("a table 4 rows high over 1,000 albums asks for the 4 rows it shows, no more") {
        CountedCell.made = 0
        let source = LibraryTableDataSource(albums: bigLibrary(1000))
        let spy = RowSpy(wrapping: source)
        let table = makeTable(showing: spy, height: 4)
        let lines = screen(of: table)
        try expectEqual(spy.rowsAsked, [0, 1, 2, 3], "the rows the table asked for")
        try expect(
          (1...4).contains(CountedCell.made),
          "the table made \(CountedCell.made) cells of the class registered for "
            + "cellIdentifier; it should make 1 to 4. Zero means the cells did not come "
            + "from tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)")
        try expect(lines[3].contains("Album 3"), "the fourth line reads “\(lines[3])”")
      },
      Check("drawing again, even scrolled far down, makes no new cell") {
        CountedCell.made = 0
        let source = LibraryTableDataSource(albums: bigLibrary(1000))
        let table = makeTable(showing: source, height: 4)
        _ = screen(of: table)
        let madeForTheFirstDraw = CountedCell.made
        _ = screen(of: table)
        table.highlightRow(at: 700)
        let lines = screen(of: table)
        try expect(madeForTheFirstDraw > 0, "the cells should come from the table")
        try expectEqual(CountedCell.made, madeForTheFirstDraw, "cells made after three draws")
        try expect(
          lines.last?.contains("Album 700") == true && lines.last?.contains("Artist 700") == true,
          "scrolled to row 700, the last line reads “\(lines.last ?? "")”")
        withExtendedLifetime(source) {}
      },
      Check("an empty library has no rows, asks for no cell and shows the empty text") {
        let source = LibraryTableDataSource(albums: [])
        let spy = RowSpy(wrapping: source)
        let table = makeTable(showing: spy, height: 4)
        let lines = screen(of: table)
        try expectEqual(table.numberOfRows, 0, "the table's numberOfRows")
        try expectEqual(spy.rowsAsked, [], "the rows the table asked for")
        try expectEqual(lines.first ?? "", " The library is empty.", "the first line")
      },
      Check("a row the library does not have gets a blank cell, even a reused one") {
        let source = LibraryTableDataSource(albums: tutorial)
        let table = makeTable(showing: source, height: 4)
        // Drawn once, the table has cells to reuse, and a reused cell keeps the text of
        // the row it showed last, as in UIKit: only the data source can clear it.
        _ = screen(of: table)
        let cell = source.tableView(table, cellForRowAt: 5)
        try expectEqual(cell.textLabel.text, "", "the text of row 5's cell")
        try expectEqual(cell.detailTextLabel.text, "", "the detail of row 5's cell")
      },
      Check("any library: one row per album, each cell's two labels its title and artist") {
        // Albums that share titles or stand twice, albums with no artist: every album is a
        // row, and every cell returned, reused ones too, has exactly the title as its text
        // and the artist as its detail (blank past the last row).
        let input = anyLibrary.flatMap { albums in
          Generators.array(of: Generators.int(in: 0...albums.count), length: 1...12).map {
            (albums: albums, rows: $0)
          }
        }
        try forAll(input) { input in
          let source = LibraryTableDataSource(albums: input.albums)
          let table = makeTable(showing: source, height: 3)
          try expectEqual(table.numberOfRows, input.albums.count, "the table's numberOfRows")
          for (step, row) in input.rows.enumerated() {
            // A draw scrolled somewhere else first, so the cell asked for is a reused one.
            let drawn = input.rows[(step + 1) % input.rows.count]
            if drawn < input.albums.count { table.highlightRow(at: drawn) }
            _ = screen(of: table)
            let cell = source.tableView(table, cellForRowAt: row)
            let album = input.albums.indices.contains(row) ? input.albums[row] : nil
            try expectEqual(
              cell.textLabel.text, album?.title ?? "", "the text of row \(row)'s cell")
            try expectEqual(
              cell.detailTextLabel.text, album?.artist ?? "",
              "the detail of row \(row)'s cell, asked after row \(drawn) was drawn")
          }
          withExtendedLifetime(source) {}
        }
      },
      Check("the cells stay views: no view type or extension of yours names Album") {
        // Read from your source: a cell that takes an album (however the cell is named,
        // or reached through a protocol) ties the view to the model; the data source is
        // what knows both.
        let source = try SwiftSource(contentsOfFile: "LibraryTableDataSource.swift")
        if let view = source.viewDeclarations(naming: "Album").first {
          try fail(
            "\(view) names Album: set the cell's labels from the data source instead")
        }
      },
    ])
  }
}
