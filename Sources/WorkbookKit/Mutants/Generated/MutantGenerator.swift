import Foundation

/// Makes every mutant the operator set allows in one Swift file, read from its tokens
/// (`SwiftTokens`): nothing inside a comment, a string literal, an attribute or a
/// compiler directive is touched, and a binary operator is one with space on both
/// sides, as Swift's own rule for binary operators has it (so `Array<Int>` is no `<`).
///
/// What each operator does, and where it holds back:
/// - boundary, equality, logical, arithmetic: a binary operator swapped for its
///   neighbour (`<` for `<=`, `==` for `!=`, `&&` for `||`, `+` for `-`); `+` beside a
///   string literal is left (text joined, which `-` cannot compile).
/// - negation: a prefix `!` dropped.
/// - constant: integer and decimal literals (not a tuple's `.0`), `true` and `false`,
///   and the string after `??`.
/// - transform: a call that sorts, reverses or filters removed; the neighbour of
///   `first`, `prefix`, `dropFirst`, `min` taken instead.
/// - statement: a statement that only calls or assigns (no declaration, no control
///   flow), deleted whole, up to 15 lines.
/// - condition: an `if`, `guard` or `while` condition with no binding and one clause,
///   negated as `!(…)`.
/// - ternary: the two results of `c ? a : b` swapped, each up to the next `,`, bracket,
///   or the end of the line.
/// - arguments: two neighbouring arguments without labels, each one word or literal,
///   swapped (`compare(first, second)`, `max(0, index)`).
struct MutantGenerator {
  static let swapped: [String: (String, MutationOperator)] = [
    "<": ("<=", .boundary), "<=": ("<", .boundary), ">": (">=", .boundary),
    ">=": (">", .boundary), "==": ("!=", .equality), "!=": ("==", .equality),
    "===": ("!==", .equality), "!==": ("===", .equality), "&&": ("||", .logical),
    "||": ("&&", .logical), "+": ("-", .arithmetic), "-": ("+", .arithmetic),
    "*": ("/", .arithmetic), "/": ("*", .arithmetic), "+=": ("-=", .arithmetic),
    "-=": ("+=", .arithmetic),
  ]
  static let neighbours: [String: String] = [
    "first": "last", "last": "first", "prefix": "suffix", "suffix": "prefix",
    "dropFirst": "dropLast", "dropLast": "dropFirst", "min": "max", "max": "min",
  ]
  static let removedCalls: Set<String> = ["sorted", "reversed", "filter"]
  /// Words that begin a line that is no call or assignment statement.
  static let declaringWords: Set<String> = [
    "let", "var", "return", "guard", "if", "else", "for", "while", "switch", "case", "default",
    "func", "init", "deinit", "class", "struct", "enum", "extension", "protocol", "import",
    "public", "private", "fileprivate", "internal", "open", "package", "static", "final",
    "override", "throw", "break", "continue", "fallthrough", "defer", "do", "catch", "repeat",
    "typealias", "associatedtype", "subscript", "lazy", "weak", "unowned", "mutating",
    "nonmutating", "required", "convenience", "nonisolated", "isolated", "consuming",
    "borrowing", "some", "any", "where", "in", "get", "set", "willSet", "didSet", "actor",
    "indirect", "precedencegroup", "operator", "prefix", "postfix", "infix", "macro",
    "yield", "then", "discard", "true", "false", "nil",
  ]

  let file: String
  let tokens: SwiftTokens
  private var lineStarts: [Int] = [0]

  init(file: String, text: String) {
    self.file = file
    tokens = SwiftTokens(text)
    for (offset, byte) in tokens.bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lineStarts.append(offset + 1)
    }
  }

  /// Every mutant of the file, in the order of their places in it.
  func mutants() -> [GeneratedMutant] {
    var found: [GeneratedMutant] = []
    let list = tokens.tokens
    for index in list.indices {
      found +=
        binaryOperator(at: index) + prefixNot(at: index) + constant(at: index)
        + transform(at: index) + statement(at: index) + condition(at: index)
        + ternary(at: index) + arguments(at: index)
    }
    return found.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
  }

  // MARK: - The operators

  private func binaryOperator(at index: Int) -> [GeneratedMutant] {
    let token = tokens.tokens[index]
    guard token.kind == .operator else { return [] }
    if token.text == "..<" || token.text == "..." {
      // A range between two operands: `0..<n`, `a ... b` (not `x...` nor `Int...`).
      guard let before = self.token(index - 1), let after = self.token(index + 1),
        isOperandEnd(before), isOperandStart(after)
      else { return [] }
      return [make(token.range, token.text == "..<" ? "..." : "..<", .boundary)]
    }
    guard token.spaceBefore, token.spaceAfter, let (swap, operation) = Self.swapped[token.text]
    else { return [] }
    if token.text == "+" || token.text == "+=" {
      let neighbours = [self.token(index - 1), self.token(index + 1)]
      if neighbours.contains(where: { $0?.kind == .string }) { return [] }
    }
    return [make(token.range, swap, operation)]
  }

  private func prefixNot(at index: Int) -> [GeneratedMutant] {
    let token = tokens.tokens[index]
    guard token.kind == .operator, token.text == "!", !token.spaceAfter,
      let after = self.token(index + 1), isOperandStart(after)
    else { return [] }
    let before = self.token(index - 1)
    let prefix =
      token.spaceBefore || before == nil
      || ["(", "[", ",", "{"].contains(before?.text ?? "")
    return prefix ? [make(token.range, "", .negation)] : []
  }

  private func constant(at index: Int) -> [GeneratedMutant] {
    let token = tokens.tokens[index]
    switch token.kind {
    case .word where token.text == "true" || token.text == "false":
      return [make(token.range, token.text == "true" ? "false" : "true", .constant)]
    case .number:
      if self.token(index - 1)?.kind == .dot { return [] }  // a tuple's element
      return Self.changedNumber(token.text).map { [make(token.range, $0, .constant)] } ?? []
    case .string where self.token(index - 1)?.text == "??":
      return [make(token.range, token.text == "\"\"" ? "\"?\"" : "\"\"", .constant)]
    default:
      return []
    }
  }

  /// `n + 1` for an integer (`0` for `1`), `x + 1` for a decimal, in the literal's own
  /// base; `nil` for what it cannot read.
  static func changedNumber(_ literal: String) -> String? {
    let digits = literal.replacingOccurrences(of: "_", with: "")
    for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
      guard let value = Int(digits.dropFirst(2), radix: radix) else { return nil }
      return prefix + String(value + 1, radix: radix, uppercase: true)
    }
    if let value = Int(digits) { return value == 1 ? "0" : String(value + 1) }
    if let value = Double(digits) { return String(value + 1) }
    return nil
  }

  private func transform(at index: Int) -> [GeneratedMutant] {
    let token = tokens.tokens[index]
    guard token.kind == .word else { return [] }
    let before = self.token(index - 1)
    if before?.kind == .dot, let end = callEnd(after: index), Self.removedCalls.contains(token.text)
    {
      return [make(before!.range.lowerBound..<end, "", .transform)]
    }
    guard let swap = Self.neighbours[token.text] else { return [] }
    if before?.kind == .dot { return [make(token.range, swap, .transform)] }
    // A free `min(…)` or `max(…)`, not a declaration of one.
    let isCall = self.token(index + 1)?.text == "("
    if isCall, token.text == "min" || token.text == "max", before?.text != "func" {
      return [make(token.range, swap, .transform)]
    }
    return []
  }

  /// Where the call whose name is at `index` ends: past its `(…)`, its trailing
  /// closure, or both; `nil` when nothing follows the name.
  private func callEnd(after index: Int) -> Int? {
    var next = index + 1
    var end: Int?
    for opening in ["(", "{"] {
      guard let token = self.token(next), token.text == opening else { continue }
      if opening == "{" && end == nil && token.spaceBefore == false { continue }
      guard let closing = matching(from: next) else { return nil }
      end = tokens.tokens[closing].range.upperBound
      next = closing + 1
    }
    return end
  }

  private func statement(at index: Int) -> [GeneratedMutant] {
    let list = tokens.tokens
    let token = list[index]
    guard startsLine(token), index > 0, endsStatement(at: index - 1)
    else { return [] }
    var first = index
    while ["try", "await"].contains(list[first].text), first + 1 < list.count { first += 1 }
    let lead = list[first]
    guard lead.kind == .word || lead.text == "_", !Self.declaringWords.contains(lead.text)
    else { return [] }
    // To the end of the statement: brackets closed, and the next line no continuation.
    var depth = 0
    var last = index
    var assigns = false
    var position = index
    while position < list.count {
      let current = list[position]
      if ["(", "[", "{"].contains(current.text) { depth += 1 }
      if [")", "]", "}"].contains(current.text) { depth -= 1 }
      if depth < 0 { return [] }
      if depth == 0 && current.kind == .operator && current.text.hasSuffix("=")
        && !["==", "!=", "<=", ">=", "===", "!=="].contains(current.text)
      {
        assigns = true
      }
      last = position
      position += 1
      guard depth == 0, let next = self.token(position) else { continue }
      if !startsLine(next) { continue }
      let continues =
        next.kind == .dot || (next.kind == .operator && next.spaceAfter)
        || (current.kind == .operator) || current.text == ","
      if !continues { break }
    }
    let end = list[last]
    let calls = end.text == ")" || end.text == "}"
    guard depth == 0, calls || assigns,
      lineOf(end.range.lowerBound) - lineOf(token.range.lowerBound) < 15
    else { return [] }
    return [make(token.range.lowerBound..<end.range.upperBound, "", .statement)]
  }

  private func condition(at index: Int) -> [GeneratedMutant] {
    let token = tokens.tokens[index]
    guard token.kind == .word, ["if", "guard", "while"].contains(token.text) else { return [] }
    // `#if` is an attribute token, and `case … if` never reaches here as a statement.
    let list = tokens.tokens
    let stop = token.text == "guard" ? "else" : "{"
    var depth = 0
    var position = index + 1
    while position < list.count {
      let current = list[position]
      if depth == 0 && current.text == stop { break }
      if depth == 0
        && (["let", "var", "case", ",", "#available", "#unavailable"].contains(current.text))
      {
        return []
      }
      if ["(", "["].contains(current.text) || (current.text == "{" && stop == "else") {
        depth += 1
      }
      if [")", "]"].contains(current.text) || (current.text == "}" && stop == "else") {
        depth -= 1
      }
      position += 1
    }
    // A condition that opens with `!` is flipped by the negation operator already.
    guard position < list.count, position > index + 1, list[index + 1].text != "!" else {
      return []
    }
    let start = list[index + 1].range.lowerBound
    let end = list[position - 1].range.upperBound
    let text = String(decoding: tokens.bytes[start..<end], as: UTF8.self)
    return [make(start..<end, "!(\(text))", .condition)]
  }

  private func ternary(at index: Int) -> [GeneratedMutant] {
    let list = tokens.tokens
    let question = list[index]
    guard question.kind == .operator, question.text == "?", question.spaceBefore,
      question.spaceAfter
    else { return [] }
    guard let colon = expressionEnd(from: index + 1, stoppingAt: ":"),
      list.indices.contains(colon), list[colon].text == ":", colon > index + 1,
      let end = expressionEnd(from: colon + 1, stoppingAt: nil), end > colon + 1
    else { return [] }
    let text = { (from: Int, to: Int) in
      String(
        decoding: self.tokens.bytes[list[from].range.lowerBound..<list[to].range.upperBound],
        as: UTF8.self)
    }
    let whenTrue = text(index + 1, colon - 1)
    let whenFalse = text(colon + 1, end - 1)
    if whenTrue == whenFalse { return [] }
    let range = list[index + 1].range.lowerBound..<list[end - 1].range.upperBound
    return [make(range, "\(whenFalse) : \(whenTrue)", .ternary)]
  }

  /// The index just past an expression that starts at `start`: the first token at its
  /// own depth that is `stop`, a `,`, a closing bracket, a `?` of another conditional,
  /// or the first token of the next line that continues nothing.
  private func expressionEnd(from start: Int, stoppingAt stop: String?) -> Int? {
    let list = tokens.tokens
    var depth = 0
    var position = start
    while position < list.count {
      let token = list[position]
      if depth == 0 {
        if let stop, token.text == stop { return position }
        if [",", ")", "]", "}"].contains(token.text) { return position }
        if token.text == "{" || token.text == "?" && token.spaceBefore { return nil }
        if position > start && startsLine(token) && token.kind != .dot
          && !(token.kind == .operator && token.spaceAfter)
          && list[position - 1].kind != .operator
        {
          return position
        }
      }
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) { depth -= 1 }
      position += 1
    }
    return position
  }

  private func arguments(at index: Int) -> [GeneratedMutant] {
    let list = tokens.tokens
    guard index + 4 < list.count, list[index].text == "(" || list[index].text == ",",
      list[index + 2].text == ",", [")", ","].contains(list[index + 4].text),
      isPlainArgument(list[index + 1]), isPlainArgument(list[index + 3]),
      list[index + 1].text != list[index + 3].text
    else { return [] }
    // Unlabelled on both sides: the argument before is unlabelled too, or there is none.
    if list[index].text == "," {
      guard index >= 2, list[index - 2].text != ":" else { return [] }
    } else if let before = self.token(index - 1), before.kind != .word || before.spaceAfter {
      return []  // not a call: a tuple, or a bracket of an expression
    }
    let range = list[index + 1].range.lowerBound..<list[index + 3].range.upperBound
    return [make(range, "\(list[index + 3].text), \(list[index + 1].text)", .arguments)]
  }

  private func isPlainArgument(_ token: SwiftTokens.Token) -> Bool {
    (token.kind == .word && !Self.declaringWords.contains(token.text)) || token.kind == .number
  }

  // MARK: - Reading the tokens

  private func token(_ index: Int) -> SwiftTokens.Token? {
    tokens.tokens.indices.contains(index) ? tokens.tokens[index] : nil
  }

  /// The index of the bracket that closes the one at `index`.
  private func matching(from index: Int) -> Int? {
    var depth = 0
    for position in index..<tokens.tokens.count {
      let text = tokens.tokens[position].text
      if ["(", "[", "{"].contains(text) { depth += 1 }
      if [")", "]", "}"].contains(text) {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  private func isOperandEnd(_ token: SwiftTokens.Token) -> Bool {
    switch token.kind {
    case .word, .number, .string: !Self.declaringWords.contains(token.text) || token.text == "nil"
    case .punctuation: [")", "]", "}"].contains(token.text)
    case .operator: token.text == "?" || token.text == "!"
    default: false
    }
  }

  /// Whether a statement may begin after the token at `index`: it closes a block or a
  /// statement, opens a block or a closure's body (`{`, `in`), ends a `case` label, or
  /// ends an operand.
  private func endsStatement(at index: Int) -> Bool {
    let token = tokens.tokens[index]
    if ["{", "}", ";", "in"].contains(token.text) { return true }
    if token.text == ":" {
      var start = index
      while start > 0, !startsLine(tokens.tokens[start]) { start -= 1 }
      return ["case", "default"].contains(tokens.tokens[start].text)
    }
    return isOperandEnd(token)
  }

  private func isOperandStart(_ token: SwiftTokens.Token) -> Bool {
    switch token.kind {
    case .word, .number, .string, .dot: true
    case .punctuation: ["(", "["].contains(token.text)
    default: false
    }
  }

  private func startsLine(_ token: SwiftTokens.Token) -> Bool {
    var before = token.range.lowerBound - 1
    let bytes = tokens.bytes
    while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
    return before < 0 || bytes[before] == 0x0A
  }

  private func lineOf(_ offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The text of line `number` (from 1), trimmed.
  private func trimmedLine(_ number: Int) -> String {
    let start = lineStarts[number - 1]
    let end = number < lineStarts.count ? lineStarts[number] - 1 : tokens.bytes.count
    return String(decoding: tokens.bytes[start..<end], as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
  }

  private func make(_ range: Range<Int>, _ replacement: String, _ operation: MutationOperator)
    -> GeneratedMutant
  {
    let line = lineOf(range.lowerBound)
    let lineStart = lineStarts[line - 1]
    let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : tokens.bytes.count
    let lineText = String(decoding: tokens.bytes[lineStart..<lineEnd], as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
    return GeneratedMutant(
      file: file, line: line, column: range.lowerBound - lineStart + 1, operation: operation,
      range: range, original: String(decoding: tokens.bytes[range], as: UTF8.self),
      replacement: replacement, lineText: lineText,
      lineOccurrence: (1..<line).filter { trimmedLine($0) == lineText }.count + 1)
  }
}
