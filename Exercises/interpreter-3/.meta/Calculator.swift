// Exercise interpreter-3 · A calculator of your own
//
// Design an interpreter for a little language of your own choosing of types: read a
// text into a tree, then ask the tree its value. The task is in
// Chapters/15-Interpreter.md, section Exercises.

// The checks call only `evaluate`, and read a `CalculationError`'s `column`. Everything
// else, the types of your tree and your reader, is yours to design.

/// Why a text has no value: the column of the character at fault, counting characters
/// from 1 (one past the last when the text ended too soon), and what was wrong.
struct CalculationError: Error {
  let column: Int
  let problem: String
}

/// The value of `text`, an expression over whole numbers (`Int`): numbers written in
/// the digits 0 to 9, `+`, `-`, `*` and `/` (whole division, as Swift's `/`), a `-`
/// before any operand, parentheses, and spaces (the space character only) anywhere
/// between. `*` and `/` bind tighter than `+` and `-`, and all four take from the
/// left: `8 - 3 - 2` is 3.
///
/// A text that is no expression is an error naming the first character that cannot go
/// on it; a number too large for an `Int` is one, named by its first digit (so
/// `-9223372036854775808` is refused, though `Int.min` is that value). Only a text that
/// is an expression is worked out: a division by zero, or a result too large for an
/// `Int`, is an error naming its operator's column; when several would fail, the first
/// met working out each operator's left side, then its right side, then the operator
/// itself. Never a crash.
func evaluate(_ text: String) throws(CalculationError) -> Int {
  // solution.begin
  // Read into a tree (`Reader`), then the tree asked (`value()`).
  // The rules stop at the first character after spaces that no rule takes.
  var reader = Reader(characters: Array(text))
  let tree = try reader.expression()
  if reader.position < reader.characters.count {
    throw CalculationError(column: reader.position + 1, problem: "an operator must come here")
  }
  return try tree.value()
  // solution.starter
  //>   // TODO: your design
  //>   throw CalculationError(column: 1, problem: "not written yet")
  // solution.end
}
// solution.begin

/// A node of the tree: one type for each rule of the grammar.
protocol Calculation {
  func value() throws(CalculationError) -> Int
}

struct Number: Calculation {
  let number: Int
  func value() -> Int { number }
}

struct Negation: Calculation {
  let operand: any Calculation
  let column: Int
  func value() throws(CalculationError) -> Int {
    let (result, overflow) = (0).subtractingReportingOverflow(try operand.value())
    if overflow { throw CalculationError(column: column, problem: "too large") }
    return result
  }
}

struct Operation: Calculation {
  let sign: Character
  let left, right: any Calculation
  let column: Int

  func value() throws(CalculationError) -> Int {
    let left = try self.left.value()
    let right = try self.right.value()
    let (result, overflow): (Int, Bool)
    switch sign {
    case "+": (result, overflow) = left.addingReportingOverflow(right)
    case "-": (result, overflow) = left.subtractingReportingOverflow(right)
    case "*": (result, overflow) = left.multipliedReportingOverflow(by: right)
    default:
      if right == 0 { throw CalculationError(column: column, problem: "a division by zero") }
      (result, overflow) = left.dividedReportingOverflow(by: right)
    }
    if overflow { throw CalculationError(column: column, problem: "too large") }
    return result
  }
}

/// The grammar, a method per rule:
///
///     expression = term { ("+" | "-") term }
///     term       = factor { ("*" | "/") factor }
///     factor     = "-" factor | "(" expression ")" | digits
struct Reader {
  let characters: [Character]
  var position = 0

  mutating func skipSpaces() {
    while position < characters.count, characters[position] == " " { position += 1 }
  }

  /// The next character after spaces, or `nil` at the end.
  mutating func peek() -> Character? {
    skipSpaces()
    return position < characters.count ? characters[position] : nil
  }

  mutating func expression() throws(CalculationError) -> any Calculation {
    var tree = try term()
    while let sign = peek(), sign == "+" || sign == "-" {
      let column = position + 1
      position += 1
      tree = Operation(sign: sign, left: tree, right: try term(), column: column)
    }
    return tree
  }

  mutating func term() throws(CalculationError) -> any Calculation {
    var tree = try factor()
    while let sign = peek(), sign == "*" || sign == "/" {
      let column = position + 1
      position += 1
      tree = Operation(sign: sign, left: tree, right: try factor(), column: column)
    }
    return tree
  }

  mutating func factor() throws(CalculationError) -> any Calculation {
    let next = peek()
    let column = position + 1
    if next == "-" {
      position += 1
      return Negation(operand: try factor(), column: column)
    }
    if next == "(" {
      position += 1
      let inner = try expression()
      guard peek() == ")" else {
        throw CalculationError(column: position + 1, problem: "a “)” must come here")
      }
      position += 1
      return inner
    }
    var digits = ""
    while position < characters.count, ("0"..."9").contains(characters[position]) {
      digits.append(characters[position])
      position += 1
    }
    if digits.isEmpty { throw CalculationError(column: column, problem: "a number must come here") }
    guard let number = Int(digits) else {
      throw CalculationError(column: column, problem: "too large")
    }
    return Number(number: number)
  }
}
// solution.end
