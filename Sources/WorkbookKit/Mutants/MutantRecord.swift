import Foundation

/// One recorded broken implementation of the workbook's own code: what it breaks, the
/// row of a chapter's "What the tests prove" table whose test must catch it, the edits
/// that make it, and the tests to run.
///
/// Kept in `Tests/Mutants/NN-Chapter.mutants`, one file per chapter, as text a
/// contributor reads and writes by hand (the format is `MutantFile`'s).
public struct MutantRecord: Equatable, Sendable {
  /// What the broken implementation gets wrong, in a few words.
  public var title: String
  /// Text that occurs in exactly one row of the chapter's table: a test's name, or the
  /// opening words of the invariant.
  public var row: String
  /// `swift test --filter` patterns: one of them, at least, must fail.
  public var tests: [String]
  public var edits: [Edit]
  /// What must notice the break: the row's tests, or the package build itself, for a
  /// promise the compiler holds in the package's own code (a `mutating` extension
  /// method that a `let` album calls stops the package compiling).
  public var caughtBy: Catcher = .tests
  /// The line of the record's `mutant:` in its file, for messages.
  public var line: Int = 0

  public enum Catcher: String, Sendable {
    case tests
    case build
  }

  /// One change to one file of the package.
  public enum Edit: Equatable, Sendable {
    /// `find` must occur exactly once in the file, and becomes `replacement`.
    case replace(file: String, find: String, replacement: String)
    /// A file that must not exist yet.
    case create(file: String, text: String)

    public var file: String {
      switch self {
      case .replace(let file, _, _), .create(let file, _): file
      }
    }
  }

  public init(
    title: String, row: String, tests: [String], edits: [Edit], caughtBy: Catcher = .tests,
    line: Int = 0
  ) {
    self.title = title
    self.row = row
    self.tests = tests
    self.edits = edits
    self.caughtBy = caughtBy
    self.line = line
  }
}

/// A chapter's `.mutants` file: its recorded broken implementations, and the rows that
/// still owe one.
///
/// The format, a line at a time:
///
///     # a comment (outside a block)
///     owed: <row>                  a row with no recorded mutant yet
///     mutant: <what it breaks>     starts a record
///     row: <row>                   text found in exactly one row of the table
///     test: <filter>               one or more: swift test --filter patterns
///     caught-by: build             optional: the package build must fail
///     file: <path>                 then find: and replace:, once or more
///     find: <text>
///     replace: <text>
///     create: <path>               then text: (a new file)
///     text: <text>
///
/// Any value may instead be a block: `find: <<<`, then the lines verbatim, then a
/// line that is exactly `>>>`. An empty `replace:` deletes what `find:` found.
public struct MutantFile: Equatable, Sendable {
  public var mutants: [MutantRecord]
  /// Rows that have no mutant yet: recorded so that the gap is written down, not
  /// forgotten. A row may not be both owed and covered.
  public var owed: [String]

  public init(mutants: [MutantRecord] = [], owed: [String] = []) {
    self.mutants = mutants
    self.owed = owed
  }

  /// What is wrong with a `.mutants` file, with its line.
  public struct FormatError: Error, CustomStringConvertible, Equatable {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  /// Reads a `.mutants` file's text.
  public init(parsing text: String) throws(FormatError) {
    var reader = MutantFileReader(
      lines: text.split(separator: "\n", omittingEmptySubsequences: false))
    self = try reader.read()
  }
}

/// Reads `MutantFile`'s format line by line, keeping the record being read.
private struct MutantFileReader {
  let lines: [Substring]
  var index = 0
  var file = MutantFile()
  var current: MutantRecord?
  /// The file of the edits that follow, until the next `file:`.
  var editedFile: String?
  var pendingFind: String?
  var createdFile: String?
  /// The line of the `find:` or `create:` still waiting for its other half.
  var halfEditLine = 0

  init(lines: [Substring]) { self.lines = lines }

  mutating func read() throws(MutantFile.FormatError) -> MutantFile {
    while index < lines.count {
      let number = index + 1
      let line = lines[index]
      index += 1
      if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
      guard let colon = line.firstIndex(of: ":") else {
        throw .init(line: number, reason: "expected 'key: value', found '\(line)'")
      }
      let key = String(line[..<colon])
      var value = String(line[line.index(after: colon)...])
      if value.hasPrefix(" ") { value.removeFirst() }
      if value == "<<<" { value = try block(openedAt: number) }
      try take(key, value, at: number)
    }
    try finishRecord()
    return file
  }

  /// The lines after a `<<<` up to the closing `>>>`, joined by line breaks.
  mutating func block(openedAt number: Int) throws(MutantFile.FormatError) -> String {
    var taken: [Substring] = []
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line == ">>>" { return taken.joined(separator: "\n") }
      taken.append(line)
    }
    throw .init(line: number, reason: "a block opened with <<< is never closed with >>>")
  }

  mutating func take(_ key: String, _ value: String, at number: Int)
    throws(MutantFile.FormatError)
  {
    if key == "owed" {
      file.owed.append(value)
      return
    }
    if key == "mutant" {
      try finishRecord()
      current = MutantRecord(title: value, row: "", tests: [], edits: [], line: number)
      return
    }
    guard current != nil else {
      throw .init(line: number, reason: "'\(key):' before the first 'mutant:'")
    }
    try takeField(key, value, at: number)
  }

  mutating func takeField(_ key: String, _ value: String, at number: Int)
    throws(MutantFile.FormatError)
  {
    switch key {
    case "row": current?.row = value
    case "test": current?.tests.append(value)
    case "caught-by":
      guard let catcher = MutantRecord.Catcher(rawValue: value) else {
        throw .init(line: number, reason: "caught-by is 'tests' or 'build', not '\(value)'")
      }
      current?.caughtBy = catcher
    case "file":
      try requireNoHalfEdit()
      editedFile = value
    case "find":
      guard editedFile != nil, pendingFind == nil else {
        throw .init(line: number, reason: "'find:' belongs after 'file:' and before 'replace:'")
      }
      guard !value.isEmpty else { throw .init(line: number, reason: "'find:' is empty") }
      pendingFind = value
      halfEditLine = number
    case "replace":
      guard let editedFile, let find = pendingFind else {
        throw .init(line: number, reason: "'replace:' without a 'find:' before it")
      }
      current?.edits.append(.replace(file: editedFile, find: find, replacement: value))
      pendingFind = nil
    case "create":
      try requireNoHalfEdit()
      editedFile = nil
      createdFile = value
      halfEditLine = number
    case "text":
      guard let created = createdFile else {
        throw .init(line: number, reason: "'text:' without a 'create:' before it")
      }
      current?.edits.append(.create(file: created, text: value))
      createdFile = nil
    default:
      throw .init(line: number, reason: "unknown key '\(key):'")
    }
  }

  func requireNoHalfEdit() throws(MutantFile.FormatError) {
    if pendingFind != nil {
      throw .init(line: halfEditLine, reason: "a 'find:' has no 'replace:'")
    }
    if createdFile != nil {
      throw .init(line: halfEditLine, reason: "a 'create:' has no 'text:'")
    }
  }

  /// Checks the record just read has what every record needs, and keeps it.
  mutating func finishRecord() throws(MutantFile.FormatError) {
    guard let record = current else { return }
    try requireNoHalfEdit()
    let start = record.line
    if record.row.isEmpty { throw .init(line: start, reason: "the mutant names no 'row:'") }
    if record.edits.isEmpty { throw .init(line: start, reason: "the mutant makes no edit") }
    if record.tests.isEmpty && record.caughtBy == .tests {
      throw .init(line: start, reason: "the mutant names no 'test:' to run")
    }
    file.mutants.append(record)
    current = nil
    editedFile = nil
  }
}

extension MutantRecord {
  /// Why the edits cannot be made to the package at `root` as it is (a find text that
  /// is gone or occurs twice, a file to create that exists), or `nil` when they can.
  public func whyNotApplicable(in root: URL) -> String? {
    for edit in edits {
      let url = root.appendingPathComponent(edit.file)
      switch edit {
      case .create(let file, _):
        if FileManager.default.fileExists(atPath: url.path) {
          return "\(file) exists, and the mutant would create it"
        }
      case .replace(let file, let find, _):
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
          return "\(file) is not there to edit"
        }
        let count = text.components(separatedBy: find).count - 1
        if count != 1 {
          let times = count == 0 ? "no longer" : "\(count) times"
          return "\(file) contains its find text \(times): \(Self.shown(find))"
        }
      }
    }
    return nil
  }

  /// `text` on one line, cut at 70 characters, in quotes.
  static func shown(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\n", with: "⏎")
    return "'" + (line.count > 70 ? line.prefix(70) + "…" : line) + "'"
  }
}
