/// Why an import added nothing: the line of the file it is about, when it is about
/// one, and the problem, said so that the person who made the file can mend it.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, counted from 1, where the record the problem is in starts; `nil` for a
  /// problem of the whole file (it cannot be read, it holds no albums).
  public let line: Int?
  public let problem: String
  /// The file's name, once the import has said which file the line is in.
  public internal(set) var file: String?

  public init(line: Int?, problem: String) {
    self.line = line
    self.problem = problem
  }

  /// "albums.csv, line 4: the year “92” is not four digits".
  public var description: String {
    let place = [file, line.map { "line \($0)" }].compactMap { $0 }.joined(separator: ", ")
    return place.isEmpty ? problem : "\(place): \(problem)"
  }
}

/// One record of an import file, as a format cut it out: its text and the line it
/// starts on, so that every message about it can say where it is.
public struct ImportRecord: Equatable, Sendable {
  public let line: Int
  public let text: String

  public init(line: Int, text: String) {
    self.line = line
    self.text = text
  }
}
