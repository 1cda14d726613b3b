/// One line of comma-separated values, split into its fields as RFC 4180 writes them:
/// at the commas outside quotes. A field that starts with a quote (after blanks) runs to
/// the next quote standing alone, doubled quotes inside it being one quote, and only
/// blanks and then a comma or the line's end may follow; a quote inside an unquoted
/// field is text. A record here is one line: a quoted field does not span lines.
public enum CSVLine {
  /// The fields of `line`; `TextProblem`'s line is `1`, and the column says where.
  public static func fields(of line: String) throws(TextProblem) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoteOpenedAt: Int?  // the column of the open quote, while inside one
    var quoteClosed = false  // a quoted field ended, and its comma has not come yet
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if quoteOpenedAt != nil {
        if character != "\"" {
          field.append(character)
        } else if index + 1 < characters.count, characters[index + 1] == "\"" {
          field.append("\"")
          index += 1
        } else {
          (quoteOpenedAt, quoteClosed) = (nil, true)
        }
      } else if character == "," {
        fields.append(field)
        (field, quoteClosed) = ("", false)
      } else if quoteClosed {
        guard character.isWhitespace else {
          throw TextProblem(
            line: 1, column: index + 1,
            problem: "a comma must follow the quoted field's closing quote")
        }
      } else if character == "\"", field.allSatisfy(\.isWhitespace) {
        (field, quoteOpenedAt) = ("", index)
      } else {
        field.append(character)
      }
      index += 1
    }
    if let opened = quoteOpenedAt {
      throw TextProblem(
        line: 1, column: opened + 1, problem: "the quote opened here is never closed")
    }
    fields.append(field)
    return fields
  }
}
