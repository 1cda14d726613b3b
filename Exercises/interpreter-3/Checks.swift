// The checks of exercise interpreter-3. Read them; do not edit them.
import ExerciseSupport

/// An expression as the checks make it, to write out and work out without your code.
indirect enum Expression: Sendable {
  case number(Int)
  case negation(Expression)
  case operation(Character, Expression, Expression)

  /// How tightly it holds together: a sum, a product, a factor.
  var level: Int {
    switch self {
    case .number, .negation: 2
    case .operation(let sign, _, _): sign == "+" || sign == "-" ? 0 : 1
    }
  }
}

/// `expression` written out after `before` characters, with parentheses everywhere
/// (`full`) or only where the grammar needs them, `gap` around operators; and its value
/// worked out plainly, or the column of the first step that fails, working out each
/// operator's left side, then its right side, then the operator.
func write(_ expression: Expression, after before: Int, full: Bool, gap: String)
  -> (text: String, value: Result<Int, Failure>)
{
  switch expression {
  case .number(let number):
    return (String(number), .success(number))
  case .negation(let operand):
    let wrap = full || operand.level < 2
    let inner = write(operand, after: before + 1 + (wrap ? 1 : 0), full: full, gap: gap)
    let text = "-" + (wrap ? "(" + inner.text + ")" : inner.text)
    return (
      text,
      inner.value.flatMap { value in
        let (result, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? .failure(Failure(column: before + 1)) : .success(result)
      }
    )
  case .operation(let sign, let left, let right):
    let level = expression.level
    let wrapLeft = full || left.level < level
    let wrapRight = full || right.level <= level
    let open = full ? 1 : 0
    let leftText = write(left, after: before + open + (wrapLeft ? 1 : 0), full: full, gap: gap)
    let leftWritten = wrapLeft ? "(" + leftText.text + ")" : leftText.text
    let signColumn = before + open + leftWritten.count + gap.count + 1
    let rightStart = signColumn + gap.count + (wrapRight ? 1 : 0)
    let rightText = write(right, after: rightStart, full: full, gap: gap)
    let rightWritten = wrapRight ? "(" + rightText.text + ")" : rightText.text
    let text = leftWritten + gap + String(sign) + gap + rightWritten
    let value = leftText.value.flatMap { l in
      rightText.value.flatMap { r -> Result<Int, Failure> in
        let (result, overflow): (Int, Bool)
        switch sign {
        case "+": (result, overflow) = l.addingReportingOverflow(r)
        case "-": (result, overflow) = l.subtractingReportingOverflow(r)
        case "*": (result, overflow) = l.multipliedReportingOverflow(by: r)
        default:
          if r == 0 { return .failure(Failure(column: signColumn)) }
          (result, overflow) = l.dividedReportingOverflow(by: r)
        }
        return overflow ? .failure(Failure(column: signColumn)) : .success(result)
      }
    }
    return (full ? "(" + text + ")" : text, value)
  }
}

struct Failure: Error, Equatable {
  let column: Int
}

let numbers = Generators.oneOf([
  Generators.int(in: 0...20), Generators.int(in: 0...20), Generators.int(in: 0...3),
  Generators.element(of: [Int.max, 4_611_686_018_427_387_904, 3_037_000_500, 1_000_000_007]),
])

func expressions(depth: Int) -> Generator<Expression> {
  guard depth > 0 else { return numbers.map { .number($0) } }
  let inner = expressions(depth: depth - 1)
  return Generators.oneOf([
    numbers.map { .number($0) },
    inner.map { .negation($0) },
    Generators.element(of: Array("+-*/")).flatMap { sign in
      inner.flatMap { left in inner.map { .operation(sign, left, $0) } }
    },
    Generators.element(of: Array("+-*/")).flatMap { sign in
      inner.flatMap { left in inner.map { .operation(sign, left, $0) } }
    },
  ])
}

let cases = expressions(depth: 4).flatMap { expression in
  Generators.element(of: [true, false]).flatMap { full in
    Generators.element(of: ["", " ", "  "]).map { (expression, full, $0) }
  }
}

/// What `evaluate` gives: its value, or the column of its error.
func outcome(_ text: String) -> Result<Int, Failure> {
  do {
    return .success(try evaluate(text))
  } catch {
    return .failure(Failure(column: error.column))
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("numbers, the four operators and parentheses give their values") {
        let values = [
          "7": 7, "2 + 3": 5, "2 * 3 + 4": 10, "2 + 3 * 4": 14, "(2 + 3) * 4": 20, "7 / 2": 3,
          "-7 / 2": -3, "8 - 3 - 2": 3, "64 / 4 / 2": 8, "-3": -3, "--3": 3, "2 - -3": 5,
          "-(2 + 3) * 2": -10, " ( 1 ) ": 1, "0": 0, "007": 7,
        ]
        for (text, value) in values {
          try expectEqual(outcome(text), .success(value), String(reflecting: text))
        }
      },
      Check("every expression, written with any parentheses and spaces, gives its value") {
        try forAll(cases, runs: 1_000) { expression, full, gap in
          let (text, value) = write(expression, after: 0, full: full, gap: gap)
          if case .success = value {
            try expectEqual(outcome(text), value, String(reflecting: text))
          }
        }
      },
      Check("a division by zero, or a value too large, names its operator's column") {
        let columns = [
          "1 / 0": 3, "9223372036854775807 + 1": 21, "-(-9223372036854775807 - 1)": 1,
          "(-9223372036854775807 - 1) / -1": 28, "3037000500 * 3037000500": 12,
          "9223372036854775808": 1, "2 + 99999999999999999999": 5, "(1 / 0) + (2 / 0)": 4,
        ]
        for (text, column) in columns {
          try expectEqual(
            outcome(text), .failure(Failure(column: column)), String(reflecting: text))
        }
        try forAll(cases, runs: 1_000) { expression, full, gap in
          let (text, value) = write(expression, after: 0, full: full, gap: gap)
          if case .failure = value {
            try expectEqual(outcome(text), value, String(reflecting: text))
          }
        }
      },
      Check("a text that is no expression names the first character that cannot go on") {
        let columns = [
          "": 1, "1 +": 4, "(1": 3, "1)": 2, "1 2": 3, "+1": 1, "1 + * 2": 5, "()": 2,
          "2 x 3": 3, "- ": 3, "(1 + 2": 7, "1 +\t2": 4, "٣": 1, "2(3)": 2, "(1)(2)": 4,
          "1/0 x": 5, "1 / 0 + 99999999999999999999": 9, "-9223372036854775808": 2,
        ]
        for (text, column) in columns {
          try expectEqual(
            outcome(text), .failure(Failure(column: column)), String(reflecting: text))
        }
      },
      Check("any text gives a value or an error inside it, never a crash") {
        let character = Generators.element(of: Array("0123456789+-*/() x"))
        let texts = Generators.array(of: character, length: 0...16).map { String($0) }
        try forAll(texts, runs: 3_000) { text in
          if case .failure(let failure) = outcome(text) {
            try expect(
              (1...(text.count + 1)).contains(failure.column),
              "column \(failure.column) for \(String(reflecting: text)), of \(text.count)")
          }
        }
      },
    ])
  }
}
