/// Why a search could not be read: where (the column of the character at fault,
/// counting from 1), which character, and what was wrong.
public struct QueryError: Error, Equatable, CustomStringConvertible {
  public let column: Int
  public let character: Character
  public let problem: String

  public var description: String {
    "at \(column), \(QueryText.named(character)): \(problem)"
  }
}

/// How a search's pieces are written: the characters the grammar gives a meaning, and
/// a text written so that it reads back as itself.
enum QueryText {
  /// Characters that end a word: they open or close something, or choose.
  static let wordEnds: Set<Character> = ["\"", "(", ")", "|"]
  /// Characters a word written bare must not hold, or it would read as something else:
  /// the word ends, a field's `:`, a comparison.
  static let notBare = wordEnds.union([":", "<", ">", "="])

  /// `text` bare when it reads back as one word, else in quotes. A text holding a `"`
  /// cannot be written (the grammar has no escape); the parser never makes one.
  static func quotedIfNeeded(_ text: String) -> String {
    let bare =
      !text.isEmpty && text.first != "-"
      && !text.contains { $0.isWhitespace || notBare.contains($0) || isUnsearchable($0) }
    return bare ? text : "\"" + text + "\""
  }

  /// A control character or a line or paragraph separator: nothing an album's field is
  /// searched for, and nothing to echo to a terminal.
  static func isUnsearchable(_ character: Character) -> Bool {
    character.unicodeScalars.contains {
      [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
    }
  }

  /// A character as a message names it: in quotes, or by its code when it would not show.
  static func named(_ character: Character) -> String {
    guard isUnsearchable(character) || character.isWhitespace else { return "“\(character)”" }
    return character.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
