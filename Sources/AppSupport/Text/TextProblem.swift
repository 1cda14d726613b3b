/// Where a text could not be read and why: the line (from 1), the column in characters
/// (from 1) when the problem is at one, and the problem, said for a person.
public struct TextProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int?
  public let problem: String

  public init(line: Int, column: Int? = nil, problem: String) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// "column 5: a comma must follow …", or the problem alone; the line is the caller's
  /// to say.
  public var description: String { column.map { "column \($0): \(problem)" } ?? problem }
}
