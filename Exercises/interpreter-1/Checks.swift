// The checks of exercise interpreter-1. Read them; do not edit them.
import ExerciseSupport
import Interpreter
import MVC

func album(_ fields: ExerciseSupport.AlbumFields) -> Album {
  Album(
    title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "", year: fields.year
  )
}

/// Terms of the chapter's grammar, drawn from the albums' own pool so that they find
/// some albums and miss others.
let term: Generator<any AlbumQuery> = Generators.oneOf([
  Generators.sharedName.map { Words($0.isEmpty ? "a" : $0) },
  Generators.element(of: ["Pop", "rock", "é", "19"]).map { FieldContains(.genre, $0) },
  Generators.element(of: AlbumField.allCases).flatMap { field in
    Generators.element(of: ["o", "a", "Bowie", "1975"]).map { FieldContains(field, $0) }
  },
  Generators.element(of: Comparison.allCases).flatMap { comparison in
    Generators.int(in: 1965...1995).map { YearComparison(comparison, $0) }
  },
])

/// Parts of any shape: terms, runs, alternatives and exclusions of them, your own
/// `NoneOf` among them.
let part: Generator<any AlbumQuery> = Generators.oneOf([
  term, term,
  Generators.array(of: term, length: 2...3).map { AllOf($0) },
  Generators.array(of: term, length: 2...3).map { AnyOf($0) },
  term.map { Not($0) },
  Generators.array(of: term, length: 2...3).map { Not(AllOf($0)) },
  Generators.array(of: term, length: 1...3).map { NoneOf($0) },
])

/// Parts, `count` of them, and albums to ask.
func cases(count: ClosedRange<Int> = 0...4) -> Generator<([any AlbumQuery], [Album])> {
  Generators.array(of: part, length: count).flatMap { parts in
    Generators.albums(count: 1...10).map { (parts, $0.map(album)) }
  }
}

func read(_ text: String) throws -> any AlbumQuery {
  do {
    return try QueryParser.parse(text)
  } catch {
    throw CheckFailure("the parser cannot read your text \(String(reflecting: text)): \(error)")
  }
}

func texts(_ parts: [any AlbumQuery]) -> String {
  "[" + parts.map(\.queryText).joined(separator: ", ") + "]"
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("none of no parts finds every album") {
        try forAll(Generators.albums(count: 1...6)) { albums in
          for fields in albums {
            try expect(NoneOf([]).matches(album(fields)), "NoneOf([]) missed \(fields)")
          }
        }
      },
      Check("an album is found when none of the parts finds it, whatever the parts") {
        try forAll(cases()) { parts, albums in
          for album in albums {
            try expectEqual(
              NoneOf(parts).matches(album), !parts.contains { $0.matches(album) },
              "NoneOf(\(texts(parts))) on “\(album.title)” by \(album.artist), \(album.year)")
          }
        }
      },
      Check("its text, read by the chapter's parser, finds the same albums") {
        try forAll(cases()) { parts, albums in
          let search = NoneOf(parts)
          let readBack = try read(search.queryText)
          for album in albums {
            try expectEqual(
              readBack.matches(album), search.matches(album),
              "\(String(reflecting: search.queryText)), read back, on “\(album.title)” by \(album.artist)"
            )
          }
        }
      },
      // The grammar has no way to write "every album" inside a longer search, so this
      // check gives NoneOf one part at least.
      Check("inside a longer search, its text still means the same") {
        try forAll(cases(count: 1...4)) { parts, albums in
          let noneOf = NoneOf(parts)
          for outer in [
            AllOf([noneOf, Words("o")]), AnyOf([Words("zz"), noneOf]), Not(noneOf),
          ] as [any AlbumQuery] {
            let readBack = try read(outer.queryText)
            for album in albums {
              try expectEqual(
                readBack.matches(album), outer.matches(album),
                "\(String(reflecting: outer.queryText)), read back, on “\(album.title)” by \(album.artist)"
              )
            }
          }
        }
      },
    ])
  }
}
