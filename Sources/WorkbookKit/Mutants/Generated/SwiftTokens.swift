/// A Swift file split into the tokens a mutation operator looks at: names and keywords,
/// number literals, operators and punctuation, each with its place in the file's bytes.
/// Comments are dropped; a string literal (plain, multi-line or raw, with its
/// interpolations) is one `.string` token, so that nothing inside text the app shows
/// is mutated; an attribute (`@available(…)`) and a compiler directive line (`#if …`)
/// are one `.attribute` token each, for the same reason.
///
/// Just enough of Swift's lexical rules for the workbook's own sources: no regular
/// expression literals (none of its sources has one).
struct SwiftTokens {
  enum Kind: Equatable {
    /// A name or a keyword: `let`, `albums`, `$0`, `` `default` ``.
    case word
    case number
    /// A run of operator characters (`<=`, `&&`, `!`, `..<`), or a lone `?` or `!`.
    case `operator`
    /// `.` between a value and its member.
    case dot
    /// One of `( ) [ ] { } , : ;`.
    case punctuation
    case string
    case attribute
  }

  struct Token: Equatable {
    var kind: Kind
    /// Where it is in the file's UTF-8 bytes.
    var range: Range<Int>
    var text: String
    /// Whether whitespace (or the file's edge, or a comment) stands right before it.
    var spaceBefore: Bool
    /// Whether whitespace (or the file's edge, or a comment) stands right after it.
    var spaceAfter: Bool
  }

  let bytes: [UInt8]
  private(set) var tokens: [Token] = []

  init(_ text: String) {
    bytes = Array(text.utf8)
    var lexer = Lexer(bytes: bytes)
    tokens = lexer.all()
  }

  /// The 1-based line and column of a byte offset.
  func place(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}

/// Reads `bytes` into tokens, one at a time.
private struct Lexer {
  let bytes: [UInt8]
  var index = 0
  var tokens: [SwiftTokens.Token] = []
  /// Whether a space, a line break or a comment came after the last token.
  var spaced = true

  static let operatorCharacters = Set("=-+!*%<>&|^~?/".utf8)
  static let punctuation = Set("()[]{},:;".utf8)

  init(bytes: [UInt8]) { self.bytes = bytes }

  func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  func at(_ text: String) -> Bool {
    let wanted = Array(text.utf8)
    guard index + wanted.count <= bytes.count else { return false }
    return Array(bytes[index..<index + wanted.count]) == wanted
  }

  mutating func all() -> [SwiftTokens.Token] {
    while let first = byte() {
      if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
        index += 1
        markSpace()
      } else if at("//") {
        while let next = byte(), next != 0x0A { index += 1 }
        markSpace()
      } else if at("/*") {
        skipBlockComment()
        markSpace()
      } else {
        readToken(startingWith: first)
      }
    }
    if var last = tokens.popLast() {
      last.spaceAfter = true
      tokens.append(last)
    }
    return tokens
  }

  /// Space after the last token: it is spaced both ways.
  mutating func markSpace() {
    spaced = true
    if var last = tokens.popLast() {
      last.spaceAfter = true
      tokens.append(last)
    }
  }

  mutating func readToken(startingWith first: UInt8) {
    let start = index
    let kind: SwiftTokens.Kind
    if first == UInt8(ascii: "\"") || (first == UInt8(ascii: "#") && isRawStringStart()) {
      skipString()
      kind = .string
    } else if first == UInt8(ascii: "@") {
      index += 1
      skipWord()
      if byte() == UInt8(ascii: "(") { skipBalanced() }
      kind = .attribute
    } else if first == UInt8(ascii: "#") && startsLine(start) {
      while let next = byte(), next != 0x0A { index += 1 }
      kind = .attribute
    } else if isWordByte(first) || first == UInt8(ascii: "#") || first == UInt8(ascii: "`") {
      if first == UInt8(ascii: "`") {
        index += 1
        while let next = byte(), next != UInt8(ascii: "`") { index += 1 }
        index += 1
      } else {
        index += 1
        skipWord()
      }
      kind = isDigit(first) ? .number : .word
      if kind == .number { skipNumberTail() }
    } else if first == UInt8(ascii: "."), byte(1) != UInt8(ascii: ".") {
      index += 1
      kind = .dot
    } else if Self.punctuation.contains(first) {
      index += 1
      kind = .punctuation
    } else if Self.operatorCharacters.contains(first) || first == UInt8(ascii: ".") {
      readOperator(dotted: first == UInt8(ascii: "."))
      kind = .operator
    } else {
      index += 1
      kind = .punctuation
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    tokens.append(
      .init(kind: kind, range: start..<index, text: text, spaceBefore: spaced, spaceAfter: false))
    spaced = false
  }

  /// An operator: a run of operator characters, stopping before a comment; one that
  /// starts with a dot may hold dots (`..<`), others may not. A `?` or `!` right after
  /// a value (`x!`, `x?.y`) stands alone.
  mutating func readOperator(dotted: Bool) {
    let first = bytes[index]
    index += 1
    if (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) && !spaced
      && tokens.last.map(isOperand) == true
    {
      return
    }
    while let next = byte(), !at("//"), !at("/*"),
      Self.operatorCharacters.contains(next) || (dotted && next == UInt8(ascii: "."))
    {
      index += 1
    }
  }

  func isOperand(_ token: SwiftTokens.Token) -> Bool {
    switch token.kind {
    case .word, .number, .string: true
    case .punctuation: token.text == ")" || token.text == "]"
    default: false
    }
  }

  func isWordByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || isDigit(byte)
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  mutating func skipWord() {
    while let next = byte(), isWordByte(next) { index += 1 }
  }

  /// A number's fraction and exponent: `1.5`, `2e-3` (but not `1...3` or `x.0.count`).
  mutating func skipNumberTail() {
    if byte() == UInt8(ascii: "."), let after = byte(1), isDigit(after) {
      index += 1
      skipWord()
    }
    let last = bytes[index - 1]
    if (last == UInt8(ascii: "e") || last == UInt8(ascii: "E") || last == UInt8(ascii: "p"))
      && (byte() == UInt8(ascii: "-") || byte() == UInt8(ascii: "+"))
    {
      index += 1
      skipWord()
    }
  }

  func startsLine(_ offset: Int) -> Bool {
    var before = offset - 1
    while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
    return before < 0 || bytes[before] == 0x0A
  }

  func isRawStringStart() -> Bool {
    var offset = 0
    while byte(offset) == UInt8(ascii: "#") { offset += 1 }
    return byte(offset) == UInt8(ascii: "\"")
  }

  mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if at("/*") {
        depth += 1
        index += 2
      } else if at("*/") {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    } while depth > 0 && index < bytes.count
  }

  /// From an opening bracket to just past its match, strings and comments included.
  mutating func skipBalanced() {
    var depth = 0
    while let next = byte() {
      if next == UInt8(ascii: "\"") || (next == UInt8(ascii: "#") && isRawStringStart()) {
        skipString()
        continue
      }
      if at("//") || at("/*") {
        if at("//") {
          while let inner = byte(), inner != 0x0A { index += 1 }
        } else {
          skipBlockComment()
        }
        continue
      }
      index += 1
      if next == UInt8(ascii: "(") || next == UInt8(ascii: "[") || next == UInt8(ascii: "{") {
        depth += 1
      } else if next == UInt8(ascii: ")") || next == UInt8(ascii: "]")
        || next == UInt8(ascii: "}")
      {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// A string literal, with its `#` delimiters, triple quotes and interpolations.
  mutating func skipString() {
    var hashes = 0
    while byte() == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiLine = at("\"\"\"")
    index += multiLine ? 3 : 1
    let closing = Array((multiLine ? "\"\"\"" : "\"").utf8) + Array(repeating: 0x23, count: hashes)
    let escape = [UInt8(ascii: "\\")] + Array(repeating: 0x23, count: hashes)
    while index < bytes.count {
      if Array(bytes[index..<min(bytes.count, index + escape.count)]) == escape {
        index += escape.count
        if byte() == UInt8(ascii: "(") {
          skipBalanced()
        } else {
          index += 1
        }
        continue
      }
      if Array(bytes[index..<min(bytes.count, index + closing.count)]) == closing {
        index += closing.count
        return
      }
      if !multiLine && bytes[index] == 0x0A { return }
      index += 1
    }
  }
}
