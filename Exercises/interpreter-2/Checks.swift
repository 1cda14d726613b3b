// The checks of exercise interpreter-2. Read them; do not edit them.
import ExerciseSupport
import Interpreter
import MVC

func album(year: String) -> Album {
  Album(title: "T", artist: "A", genre: "G", coverUrl: "", year: year)
}

/// Years around every decade's edges, and some that are no number.
let years = Generators.oneOf([
  Generators.int(in: 1890...2040).map { String($0) },
  Generators.element(of: ["", "19xx", "197", "1970s", "01975", "11970", "999", "-1970"]),
])

/// The decades a text can name, with the first year of each.
let named: [(String, Int)] =
  (0...9).map { ("\($0)0s", $0 < 3 ? 2000 + $0 * 10 : 1900 + $0 * 10) }
  + stride(from: 1900, through: 2090, by: 10).map { ("\($0)s", $0) }

/// The reference: the years of a decade, as numbers.
func inDecade(_ year: String, from first: Int) -> Bool {
  guard let number = Int(year) else { return false }
  return (first...(first + 9)).contains(number)
}

/// `text` read by the chapter's parser, or a failure saying why it cannot be.
func read(_ text: String) throws -> any AlbumQuery {
  do {
    return try QueryParser.parse(text)
  } catch {
    throw CheckFailure("the parser cannot read \(String(reflecting: text)): \(error)")
  }
}

func search(for text: String) throws -> any AlbumQuery {
  guard let search = decade(text) else {
    throw CheckFailure("decade(\(String(reflecting: text))) gave nil, not a search")
  }
  return search
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("“70s” finds the albums of 1970 to 1979, and no others") {
        let seventies = try search(for: "70s")
        for year in 1965...1985 {
          try expectEqual(
            seventies.matches(album(year: String(year))), (1970...1979).contains(year),
            "“70s” on an album of \(year)")
        }
      },
      Check("every decade a text can name finds exactly its ten years") {
        try forAll(
          Generators.element(of: Array(named.indices)).flatMap { index in
            Generators.array(of: years, length: 1...12).map { (named[index], $0) }
          }
        ) { decadeNamed, albumYears in
          let (text, first) = decadeNamed
          let search = try search(for: text)
          for year in albumYears {
            try expectEqual(
              search.matches(album(year: year)), inDecade(year, from: first),
              "\(String(reflecting: text)) on an album of \(String(reflecting: year))")
          }
        }
      },
      Check("a text that names no decade gives nil") {
        for text in [
          "", "s", "7s", "70", "75s", "197s", "1975s", "19700s", "seventies", "70S", "٧٠s",
          "７０s", "-70s", "+70s", "-0s", "+0s", " 70s", "70s ", "0x70s",
        ] {
          try expect(decade(text) == nil, "decade(\(String(reflecting: text))) is not nil")
        }
      },
      Check(
        "its text, read by the chapter's parser, alone or inside a longer search, finds the same albums"
      ) {
        try forAll(
          Generators.element(of: named.map(\.0)).flatMap { text in
            Generators.array(of: years, length: 1...12).map { (text, $0) }
          }
        ) { text, albumYears in
          let search = try search(for: text)
          let readBack = try read(search.queryText)
          for year in albumYears {
            try expectEqual(
              readBack.matches(album(year: year)), search.matches(album(year: year)),
              "\(String(reflecting: search.queryText)), read back, on an album of \(year)")
          }
          // Inside longer searches, where its text must keep together.
          for outer in [Not(search), AllOf([search, Words("1")]), AnyOf([Words("zz"), search])]
            as [any AlbumQuery]
          {
            let readBack = try read(outer.queryText)
            for year in albumYears {
              try expectEqual(
                readBack.matches(album(year: year)), outer.matches(album(year: year)),
                "\(String(reflecting: outer.queryText)), read back, on an album of \(year)")
            }
          }
        }
      },
    ])
  }
}
