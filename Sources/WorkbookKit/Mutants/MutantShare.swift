import CommandLineDeclaration

/// One part of every chapter's mutants, `K/N`: the Kth, the (K+N)th, the (K+2N)th… of
/// each chapter's records, in their order in the file. The N parts of a chapter share
/// out its mutants with none left over, so N runs, one per part, try every mutant once.
///
/// CI tries one part per commit (`--share K/2`, K taken from the commit's place in the
/// history): every chapter is tried on every commit, and every mutant once in any two
/// commits in a row, in half the time the whole set takes.
public struct MutantShare: Equatable, Sendable {
  /// Which part, from 1.
  public var part: Int
  /// How many parts.
  public var parts: Int

  /// - Precondition: `1 <= part <= parts`.
  public init(part: Int, of parts: Int) {
    precondition(1 <= part && part <= parts, "part \(part) of \(parts)")
    self.part = part
    self.parts = parts
  }

  /// Reads `K/N`, with `1 <= K <= N`.
  /// - Throws: a usage error that says what was expected.
  public init(parsing text: String) throws(CommandLineError) {
    let numbers = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 2, let part = numbers[0], let parts = numbers[1], 1 <= part,
      part <= parts
    else {
      throw CommandLineError(
        "--share takes K/N, a part K from 1 to N (2/3), not '\(CommandLineText.excerpt(of: text))'")
    }
    self.init(part: part, of: parts)
  }

  /// Whether the mutant at `index` (from 0) of its chapter's records is in this part.
  public func contains(_ index: Int) -> Bool { index % parts == part - 1 }
}
