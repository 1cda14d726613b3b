/// A JSON list cut into the texts of its elements, each with the line it starts on,
/// without reading them: strings (escapes included) and nesting are followed only to
/// find where each element ends, so that a reader of the elements can name the line of
/// the one it cannot read. What an element holds is the reader's to judge.
public struct JSONListElements {
  private let characters: [Character]
  private var index = 0
  private var line = 1

  /// The elements of the list `text` holds, in order; none for an empty list or a text
  /// of blanks.
  ///
  /// - Throws: `TextProblem` when the text is not one list: something else first, an
  ///   element missing between commas, a string or the list never closed, a `}` that
  ///   closes nothing, text after the list.
  public static func of(_ text: String) throws(TextProblem) -> [(line: Int, text: String)] {
    var scanner = JSONListElements(characters: Array(text))
    return try scanner.elements()
  }

  private init(characters: [Character]) { self.characters = characters }

  private mutating func elements() throws(TextProblem) -> [(line: Int, text: String)] {
    skipBlanks()
    guard index < characters.count else { return [] }
    guard characters[index] == "[" else {
      throw TextProblem(
        line: line,
        problem: "a JSON list starts with “[”, and this starts with “\(characters[index])”")
    }
    let listLine = line
    advance()
    var elements: [(line: Int, text: String)] = []
    skipBlanks()
    if index < characters.count, characters[index] == "]" {
      advance()
    } else {
      while true {
        skipBlanks()
        let (start, startLine) = (index, line)
        try skipElement(listLine: listLine)
        let text = String(characters[start..<index])
        guard !text.allSatisfy(\.isJSONBlank) else {
          throw TextProblem(line: line, problem: "an element of the list is missing")
        }
        elements.append((startLine, String(text.reversed().drop(while: \.isJSONBlank).reversed())))
        let separator = characters[index]  // skipElement stopped at a `,` or the `]`
        advance()
        if separator == "]" { break }
      }
    }
    skipBlanks()
    guard index == characters.count else {
      throw TextProblem(line: line, problem: "text follows the end of the list")
    }
    return elements
  }

  /// Moves to the `,` or `]` that ends the element at this depth.
  private mutating func skipElement(listLine: Int) throws(TextProblem) {
    var depth = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\"":
        try skipString()
        continue
      case "{", "[":
        depth += 1
      case "}", "]":
        if depth == 0, character == "]" { return }  // the list's own end
        guard depth > 0 else { throw TextProblem(line: line, problem: "a “}” closes nothing") }
        depth -= 1
      case ",":
        if depth == 0 { return }
      default:
        break
      }
      advance()
    }
    throw TextProblem(line: listLine, problem: "the list opened here is never closed")
  }

  private mutating func skipString() throws(TextProblem) {
    let opened = line
    advance()
    while index < characters.count {
      let character = characters[index]
      advance()
      if character == "\\" {
        advance()
      } else if character == "\"" {
        return
      }
    }
    throw TextProblem(line: opened, problem: "a string opened here is never closed")
  }

  private mutating func skipBlanks() {
    while index < characters.count, characters[index].isJSONBlank { advance() }
  }

  private mutating func advance() {
    guard index < characters.count else { return }
    if characters[index].isLineBreak { line += 1 }
    index += 1
  }
}
