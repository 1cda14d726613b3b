/// One small change a mutation operator makes to a Swift file: a span of its bytes
/// replaced. Made by `MutantGenerator`, never written by hand; what a reviewer records
/// about one (`EquivalentFile`) names it by its file, its line's text and its edit, so
/// the record outlives the line's number.
struct GeneratedMutant: Equatable, Sendable {
  /// The file, relative to the package root (or to the exercise's folder).
  var file: String
  var line: Int
  var column: Int
  var operation: MutationOperator
  /// The bytes replaced.
  var range: Range<Int>
  var original: String
  var replacement: String
  /// The line it starts on, trimmed: how a record names the place.
  var lineText: String
  /// Which line of that text in the file it is on, from 1: two lines alike are told
  /// apart by it.
  var lineOccurrence = 1

  /// The change, in one short line: `` `<` → `<=` ``, or `` deleted `x.reload()` ``.
  var edit: String {
    if replacement.isEmpty { return "deleted `\(Self.oneLine(original))`" }
    return "`\(Self.oneLine(original))` → `\(Self.oneLine(replacement))`"
  }

  /// `file:line: edit`, as a survivor is listed.
  var place: String { "\(file):\(line):\(column)" }

  /// The file's text with the change made.
  func applied(to bytes: [UInt8]) -> String {
    var changed = Array(bytes[..<range.lowerBound])
    changed += Array(replacement.utf8)
    changed += bytes[range.upperBound...]
    return String(decoding: changed, as: UTF8.self)
  }

  /// `text` on one line, inner runs of whitespace made one space, cut at 60 characters.
  static func oneLine(_ text: String) -> String {
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.count > 60 ? words.prefix(59) + "…" : words
  }
}

/// The operators, each a family of small changes typical of a slip in real code. The
/// set is the workbook's choice of the most found for the least time: see
/// `MutantGenerator` for what each does and where it does not apply.
enum MutationOperator: String, CaseIterable, Sendable, Codable {
  /// `<` ↔ `<=`, `>` ↔ `>=`, `..<` ↔ `...`.
  case boundary
  /// `==` ↔ `!=`, `===` ↔ `!==`.
  case equality
  /// `&&` ↔ `||`.
  case logical
  /// A prefix `!` dropped.
  case negation
  /// `+` ↔ `-`, `*` ↔ `/`, `+=` ↔ `-=`.
  case arithmetic
  /// An integer `n` made `n + 1` (`1` made `0`), a decimal `x` made `x + 1`, `true` ↔
  /// `false`, a `?? ""` default made another string.
  case constant
  /// `.sorted…`, `.reversed()`, `.filter…` removed; `.first` ↔ `.last`, `.prefix` ↔
  /// `.suffix`, `.dropFirst` ↔ `.dropLast`, `.min` ↔ `.max`, `min(` ↔ `max(`.
  case transform
  /// A statement that calls or assigns, deleted.
  case statement
  /// An `if`, `guard` or `while` condition negated.
  case condition
  /// A conditional expression's two results swapped: `c ? a : b` made `c ? b : a`.
  case ternary
  /// Two plain arguments swapped: `compare(first, second)` made `compare(second, first)`.
  case arguments
}
