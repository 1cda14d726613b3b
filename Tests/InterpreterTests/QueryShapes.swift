import ExerciseSupport
import Foundation
import Interpreter

/// A search as the tests think of it, written apart from the chapter's types: what it
/// should read as, how it is typed, and which albums it should find, each worked out
/// here in the plainest way, so the parser and the interpreter are compared with a
/// reference that shares none of their code.
indirect enum QueryShape: CustomStringConvertible, Sendable {
  case words(String)
  case field(String, String)  // the field's name as typed, any case
  case year(String, String)  // the comparison and the digits, as typed
  case all([QueryShape])
  case any([QueryShape])
  case not(QueryShape)

  /// The search typed, every combination in parentheses, with `gap` between tokens.
  func typed(gap: String = " ") -> String {
    switch self {
    case .words(let text): Self.written(text)
    case .field(let name, let text): name + ":" + Self.written(text)
    case .year(let sign, let digits): "year" + sign + digits
    case .all(let parts): "(" + parts.map { $0.typed(gap: gap) }.joined(separator: gap) + ")"
    case .any(let choices):
      "(" + choices.map { $0.typed(gap: gap) }.joined(separator: gap + "|" + gap) + ")"
    case .not(let shape): "-" + shape.typed(gap: gap)
    }
  }

  /// Bare when it is letters and digits only, else quoted.
  static func written(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber } ? text : "\"" + text + "\""
  }

  /// The tree the parser should make, in `treeDescription`'s words.
  var expectedTree: String {
    switch self {
    case .words(let text): "Words(text: \(String(reflecting: text)))"
    case .field(let name, let text):
      "FieldContains(field: \(name.lowercased()), text: \(String(reflecting: text)))"
    case .year(let sign, let digits):
      "YearComparison(comparison: \(Self.comparisonNames[sign]!), year: \(Int(digits)!))"
    case .all(let parts):
      "AllOf(parts: [" + parts.map(\.expectedTree).joined(separator: ", ") + "])"
    case .any(let choices):
      "AnyOf(choices: [" + choices.map(\.expectedTree).joined(separator: ", ") + "])"
    case .not(let shape): "Not(excluded: \(shape.expectedTree))"
    }
  }

  static let comparisonNames = [
    "<": "before", "<=": "atMost", ">": "after", ">=": "atLeast", "=": "equal",
  ]

  /// Whether the search should find `album`, worked out plainly.
  func finds(_ album: ExerciseSupport.AlbumFields) -> Bool {
    switch self {
    case .words(let text):
      return [album.title, album.artist, album.genre, album.year].contains {
        Self.contains($0, text)
      }
    case .field(let name, let text):
      let value =
        switch name.lowercased() {
        case "artist": album.artist
        case "title": album.title
        case "genre": album.genre
        default: album.year
        }
      return Self.contains(value, text)
    case .year(let sign, let digits):
      guard let year = Int(album.year), let wanted = Int(digits) else { return false }
      switch sign {
      case "<": return year < wanted
      case "<=": return year <= wanted
      case ">": return year > wanted
      case ">=": return year >= wanted
      default: return year == wanted
      }
    case .all(let parts): return parts.allSatisfy { $0.finds(album) }
    case .any(let choices): return choices.contains { $0.finds(album) }
    case .not(let shape): return !shape.finds(album)
    }
  }

  static func contains(_ value: String, _ text: String) -> Bool {
    let fold = { (string: String) in
      string.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    return fold(value).contains(fold(text))
  }

  var description: String { typed() }
}

/// Describes a parsed search by walking its stored properties (`Mirror`), not by its
/// `queryText`: two trees alike here are alike in every part.
func treeDescription(_ query: any AlbumQuery) -> String {
  let mirror = Mirror(reflecting: query)
  let parts = mirror.children.map { child -> String in
    let value: String
    if let inner = child.value as? any AlbumQuery {
      value = treeDescription(inner)
    } else if let list = child.value as? [any AlbumQuery] {
      value = "[" + list.map(treeDescription).joined(separator: ", ") + "]"
    } else if let text = child.value as? String {
      value = String(reflecting: text)
    } else {
      value = String(describing: child.value)
    }
    return "\(child.label ?? "_"): \(value)"
  }
  return "\(type(of: query))(" + parts.joined(separator: ", ") + ")"
}

enum QueryGenerators {
  /// Texts to look for: shared with the albums' pool so that searches find something,
  /// with spaces, accents, other cases and digits.
  static let text = Generators.oneOf([
    Generators.element(of: [
      "bowie", "Bowie", "POP", "pop", "hunky dory", "Señor", "senor", "東京", "19", "199", "2001",
      "wall", "a", "z", "é", "Album 1", "ira",
    ]),
    Generators.element(of: Generators.words.filter { !$0.isEmpty && !$0.contains("\"") }),
  ])

  static let fieldName = Generators.element(of: [
    "artist", "title", "genre", "year", "Artist", "TITLE", "gEnRe",
  ])
  static let sign = Generators.element(of: ["<", "<=", ">", ">=", "="])
  static let digits = Generators.oneOf([
    Generators.int(in: 1960...2010).map { String($0) },
    Generators.element(of: ["0", "01992", "1975", "999999999"]),
  ])

  static let term = Generators.oneOf([
    text.map { QueryShape.words($0) },
    fieldName.flatMap { name in text.map { QueryShape.field(name, $0) } },
    sign.flatMap { sign in digits.map { QueryShape.year(sign, $0) } },
  ])

  /// A search of any shape, `depth` levels of combinations at most.
  static func shape(depth: Int = 4) -> Generator<QueryShape> {
    guard depth > 0 else { return term }
    let inner = shape(depth: depth - 1)
    return Generators.oneOf([
      term, term,
      Generators.array(of: inner, length: 2...4).map { QueryShape.all($0) },
      Generators.array(of: inner, length: 2...4).map { QueryShape.any($0) },
      inner.map { QueryShape.not($0) },
    ])
  }

  static let gap = Generators.element(of: [" ", "  ", "\t", " \n "])
}
