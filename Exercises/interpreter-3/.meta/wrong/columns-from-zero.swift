// Mistake: an operator's column is counted from 0.
// Lesson: a column a person reads starts at 1; the task says so.
/// Why a text has no value: the column of the character at fault, counting characters
/// from 1 (one past the last when the text ended too soon), and what was wrong.
struct CalculationError: Error {
  let column: Int
  let problem: String
}

/// The value of `text`: read into a tree (`Reader`), then the tree asked (`value()`).
func evaluate(_ text: String) throws(CalculationError) -> Int {
  var reader = Reader(characters: Array(text))
  let tree = try reader.expression()
  reader.skipSpaces()
  if reader.position < reader.characters.count {
    throw CalculationError(column: reader.position + 1, problem: "an operator must come here")
  }
  return try tree.value()
}

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
      let column = position
      position += 1
      tree = Operation(sign: sign, left: tree, right: try term(), column: column)
    }
    return tree
  }

  mutating func term() throws(CalculationError) -> any Calculation {
    var tree = try factor()
    while let sign = peek(), sign == "*" || sign == "/" {
      let column = position
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
