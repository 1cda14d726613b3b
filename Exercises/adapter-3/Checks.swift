// The checks of exercise adapter-3. Read them; do not edit them.
import ExerciseSupport
import MVC

let complete = StoreExportRecord(
  title: "Paper Satellites", artists: ["Mira Okafor", "The Lanterns"], year: 2019,
  genre: "Electronic", cover: "/covers/paper%20satellites.png")

/// The error adapting `record` throws, or a failed check when it throws none.
func error(adapting record: StoreExportRecord, _ what: String) throws -> StoreExportError {
  do {
    let album = try StoreExportAdapter(record: record).album()
    try fail(
      "\(what): expected an error, got an album with artist “\(album.artist)”, genre "
        + "“\(album.genre)”, year “\(album.year)”. An adapter that fills a gap with a "
        + "guess hides a record that is wrong; say what is wrong instead.")
  } catch let error as StoreExportError {
    return error
  }
}

func changed(_ change: (inout StoreExportRecord) -> Void) -> StoreExportRecord {
  var record = complete
  change(&record)
  return record
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a complete record becomes its album, artists joined with “ & ”") {
        try expectEqual(
          try StoreExportAdapter(record: complete).album(),
          Album(
            title: "Paper Satellites", artist: "Mira Okafor & The Lanterns", genre: "Electronic",
            coverUrl: "/covers/paper%20satellites.png", year: "2019"), "the album")
      },
      Check("one artist stands alone; a missing cover is an empty address") {
        let album = try StoreExportAdapter(
          record: changed {
            $0.artists = ["Mira Okafor"]
            $0.cover = nil
          }
        ).album()
        try expectEqual(album.artist, "Mira Okafor", "the artist")
        try expectEqual(album.coverUrl, "", "the cover")
      },
      Check("a missing or empty title, artist list or genre is reported, never invented") {
        let cases: [(String, StoreExportRecord, StoreExportError)] = [
          ("no title", changed { $0.title = nil }, .missing("title")),
          ("a blank title", changed { $0.title = "  " }, .missing("title")),
          ("no artists", changed { $0.artists = [] }, .missing("artists")),
          ("only blank artists", changed { $0.artists = ["", " "] }, .missing("artists")),
          ("no genre", changed { $0.genre = nil }, .missing("genre")),
          ("an empty genre", changed { $0.genre = "" }, .missing("genre")),
        ]
        for (what, record, expected) in cases {
          try expectEqual(try error(adapting: record, what), expected, what)
        }
      },
      Check("a missing year is missing; a year without four digits is invalid") {
        try expectEqual(
          try error(adapting: changed { $0.year = nil }, "no year"), .missing("year"), "no year")
        for year in [12, 999, 10_000, -1992] {
          try expectEqual(
            try error(adapting: changed { $0.year = year }, "year \(year)"), .invalid("year"),
            "year \(year)")
        }
      },
    ])
  }
}
