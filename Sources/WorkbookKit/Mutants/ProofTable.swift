/// The rows of a chapter's "What the tests prove" table, as the mutants name them.
public struct ProofTable: Equatable, Sendable {
  /// One row: a promise and the tests that hold it.
  public struct Row: Equatable, Sendable {
    /// The row as written, without its outer bars.
    public var text: String
    /// Its line in the chapter, for messages.
    public var line: Int
    /// Marked as a fact of the language: no change to the workbook's code can break
    /// it, so it owes no mutant.
    public var isLanguageFact: Bool
  }

  /// The words that mark a row as a fact of the language, in its invariant's cell.
  public static let languageFactMarker = "*(language fact)*"
  static let heading = "## What the tests prove"

  public var rows: [Row]

  /// The table's rows in `chapter`'s text: every line that starts with `|` between the
  /// heading and the next `## `, less the header and its rule.
  public init(chapter text: String) {
    var rows: [Row] = []
    var inSection = false
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("## ") {
        inSection = line == Self.heading
        continue
      }
      guard inSection, line.hasPrefix("|") else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingWhitespace() }
      if cells.first == "Invariant" || cells.allSatisfy({ $0.allSatisfy { "- :".contains($0) } }) {
        continue
      }
      rows.append(
        Row(
          text: String(line.dropFirst().dropLast(line.hasSuffix("|") ? 1 : 0)),
          line: offset + 1,
          isLanguageFact: cells.first?.contains(Self.languageFactMarker) ?? false))
    }
    self.rows = rows
  }

  /// The rows whose text contains `reference`.
  public func rows(matching reference: String) -> [Row] {
    rows.filter { $0.text.contains(reference) }
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
