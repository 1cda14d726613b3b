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
  // TODO: your design
  throw CalculationError(column: 1, problem: "not written yet")
}
