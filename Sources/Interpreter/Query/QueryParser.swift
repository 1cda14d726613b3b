// snippet.grammar
/// Reads a search typed after `/` into a tree of `AlbumQuery` expressions. One method
/// per rule of the grammar, each building the expression of its rule:
///
/// ```
/// search       = [ alternatives ]                      the empty search finds every album
/// alternatives = allOf { "|" allOf }                   AnyOf
/// allOf        = unary { unary }                       AllOf: searches side by side
/// unary        = "-" unary | primary                   Not
/// primary      = "(" alternatives ")" | phrase | term
/// term         = field ":" ( word | phrase )           FieldContains
///              | "year" comparison digits              YearComparison
///              | word                                  Words
/// field        = "artist" | "title" | "genre" | "year"    (any case)
/// comparison   = "<=" | ">=" | "<" | ">" | "="
/// phrase       = '"' { any character but '"' } '"'       Words, spaces and all
/// word         = a run of characters up to a space or one of  " ( ) |
/// ```
///
/// So `-` binds tightest, then the space, then `|`: `-live bowie | queen` is
/// `((not live) and bowie) or queen`. Whitespace of any kind separates; control
/// characters that are not whitespace are refused in a word, and inside a phrase
/// control characters and line or paragraph separators are refused too.
public struct QueryParser {
  private let characters: [Character]
  private var position = 0

  /// The search `text` says; throws where it cannot be read.
  public static func parse(_ text: String) throws(QueryError) -> any AlbumQuery {
    var parser = QueryParser(characters: Array(text))
    parser.skipSpaces()
    guard parser.position < parser.characters.count else { return AllOf([]) }
    let search = try parser.alternatives()
    if parser.position < parser.characters.count {  // only a `)` stops the rules early
      throw parser.error("no “(” before it to close")
    }
    return search
  }
  // snippet.end

  // snippet.rules
  private mutating func alternatives() throws(QueryError) -> any AlbumQuery {
    var choices = [try allOf()]
    while peek == "|" {
      let bar = position
      position += 1
      skipSpaces()
      if peek == nil || peek == "|" || peek == ")" {
        throw error("a choice must follow it", at: bar)
      }
      choices.append(try allOf())
    }
    return choices.count == 1 ? choices[0] : AnyOf(choices)
  }

  private mutating func allOf() throws(QueryError) -> any AlbumQuery {
    var parts = [try unary()]
    while let next = peek, next != "|", next != ")" {
      parts.append(try unary())
    }
    return parts.count == 1 ? parts[0] : AllOf(parts)
  }

  private mutating func unary() throws(QueryError) -> any AlbumQuery {
    guard peek == "-" else { return try primary() }
    let dash = position
    position += 1
    if let next = peek, !next.isWhitespace, next != "|", next != ")" {
      return Not(try unary())
    }
    throw error("something to leave out must follow it, with no space", at: dash)
  }

  private mutating func primary() throws(QueryError) -> any AlbumQuery {
    switch peek {
    case "(":
      let open = position
      position += 1
      skipSpaces()
      if peek == ")" { throw error("nothing between it and its “(”") }
      let inner = try alternatives()
      guard peek == ")" else { throw error("it is never closed", at: open) }
      position += 1
      skipSpaces()
      return inner
    case ")": throw error("no “(” before it to close")
    case "|": throw error("a choice must come before it")
    case "\"": return Words(try phrase())
    default: return try term()
    }
  }

  private mutating func term() throws(QueryError) -> any AlbumQuery {
    let start = position
    let word = try self.word()
    if let colon = word.firstIndex(of: ":") {
      let name = String(word[..<colon])
      if name.isEmpty { throw error("a field's name must come before it", at: start) }
      guard let field = AlbumField(rawValue: name.lowercased()) else {
        throw error("no field “\(name)”: the fields are artist, title, genre and year", at: start)
      }
      let value = String(word[word.index(after: colon)...])
      if !value.isEmpty {
        skipSpaces()
        return FieldContains(field, value)
      }
      if peek == "\"" { return FieldContains(field, try phrase()) }
      throw error("\(field.rawValue) needs something to look for", at: start + name.count)
    }
    if word.lowercased().hasPrefix("year"),
      let comparison = Comparison.allCases.first(where: { word.dropFirst(4).hasPrefix($0.rawValue) }
      )
    {
      return try yearComparison(comparison, word, at: start)
    }
    skipSpaces()
    return Words(word)
  }
  // snippet.end

  /// `year`, `comparison`, then the digits of a year, all in `word`.
  private mutating func yearComparison(
    _ comparison: Comparison, _ word: String, at start: Int
  ) throws(QueryError) -> YearComparison {
    let digits = word.dropFirst(4 + comparison.rawValue.count)
    let digitsStart = start + 4 + comparison.rawValue.count
    if let wrong = digits.firstIndex(where: { !($0.isASCII && $0.isWholeNumber) }) {
      throw error(
        "a year is written in the digits 0 to 9",
        at: digitsStart + digits.distance(from: digits.startIndex, to: wrong))
    }
    guard !digits.isEmpty else {
      throw error("a year must follow it", at: digitsStart - 1)
    }
    guard digits.count <= 9, let year = Int(digits) else {
      throw error("a year of at most 9 digits", at: digitsStart)
    }
    skipSpaces()
    return YearComparison(comparison, year)
  }

  /// A run of characters up to a space or a word end; the caller has seen that one
  /// starts here.
  private mutating func word() throws(QueryError) -> String {
    var word = ""
    while let next = peek, !next.isWhitespace,
      !QueryText.wordEnds.contains(next)
    {
      try refuseUnsearchable(next)
      word.append(next)
      position += 1
    }
    return word
  }

  /// `"…"`, at the opening quote: its text, never empty.
  private mutating func phrase() throws(QueryError) -> String {
    let open = position
    position += 1
    var text = ""
    while let next = peek, next != "\"" {
      try refuseUnsearchable(next)
      text.append(next)
      position += 1
    }
    guard position < characters.count else { throw error("the phrase is never closed", at: open) }
    position += 1
    guard !text.isEmpty else { throw error("the phrase is empty", at: open) }
    skipSpaces()
    return text
  }

  private func refuseUnsearchable(_ character: Character) throws(QueryError) {
    if QueryText.isUnsearchable(character) { throw error("not something to search for") }
  }

  /// The character at the position; `nil` at the end.
  private var peek: Character? { position < characters.count ? characters[position] : nil }

  /// Past spaces, tabs and line breaks: each separates, none is searched for.
  private mutating func skipSpaces() {
    while peek?.isWhitespace == true { position += 1 }
  }

  private func error(_ problem: String, at index: Int? = nil) -> QueryError {
    let index = index ?? position
    return QueryError(column: index + 1, character: characters[index], problem: problem)
  }
}
