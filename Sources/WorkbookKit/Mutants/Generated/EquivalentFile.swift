/// The generated mutants a reviewer judged equivalent: changes that cannot alter any
/// behaviour a promise of the chapter (or the exercise's task) speaks of, each with one
/// line of why. Kept beside the chapter's recorded mutants
/// (`Tests/Mutants/NN-Chapter.equivalent`) or in an exercise's `.meta/equivalent`, as
/// text a reviewer reads and writes:
///
///     # a comment
///     equivalent: why no promise can tell the change
///     file: Sources/Strategy/Order/OrderCycle.swift
///     line: return min(index + 1, count)
///     edit: `min` → `max`
///     occurrence: 2                       only where lines alike must be told apart
///
/// A record names a mutant by its file, its line's text (trimmed) and its edit as
/// `workbook mutants --generate` lists it, never by a line number, so it outlives lines
/// added above it. Where two lines of a file read the same, `occurrence:` says which
/// (the first is 1); a record that names no generated mutant, or lines alike without
/// saying which, is reported.
struct EquivalentFile: Equatable, Sendable {
  struct Record: Equatable, Sendable {
    var why: String
    var file: String
    var line: String
    var edit: String
    /// Which of the lines alike it names (`occurrence: 2`), or every one when `nil`.
    var occurrence: Int?
    /// Where it is written, for messages.
    var recordLine: Int

    func names(_ mutant: GeneratedMutant) -> Bool {
      mutant.file == file && mutant.lineText == line && mutant.edit == edit
        && (occurrence == nil || occurrence == mutant.lineOccurrence)
    }
  }

  var records: [Record] = []

  struct FormatError: Error, CustomStringConvertible, Equatable {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  init(records: [Record] = []) { self.records = records }

  init(parsing text: String) throws(FormatError) {
    var current: Record?
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      if raw.allSatisfy(\.isWhitespace) || raw.hasPrefix("#") { continue }
      guard let colon = raw.firstIndex(of: ":") else {
        throw .init(line: number, reason: "expected 'key: value', found '\(raw)'")
      }
      let key = raw[..<colon]
      var value = String(raw[raw.index(after: colon)...])
      if value.hasPrefix(" ") { value.removeFirst() }
      if key == "equivalent" {
        if let done = current { try Self.check(done, into: &records) }
        guard !value.isEmpty else {
          throw .init(line: number, reason: "'equivalent:' needs its one line of why")
        }
        current = Record(
          why: value, file: "", line: "", edit: "", occurrence: nil, recordLine: number)
        continue
      }
      guard current != nil else {
        throw .init(line: number, reason: "'\(key):' before the first 'equivalent:'")
      }
      switch key {
      case "file": current?.file = value
      case "line": current?.line = value
      case "edit": current?.edit = value
      case "occurrence":
        guard let number = Int(value), number >= 1 else {
          throw .init(line: number, reason: "'occurrence:' is a number from 1, not '\(value)'")
        }
        current?.occurrence = number
      default: throw .init(line: number, reason: "unknown key '\(key):'")
      }
    }
    if let done = current { try Self.check(done, into: &records) }
  }

  private static func check(_ record: Record, into records: inout [Record]) throws(FormatError) {
    for (name, value) in [("file", record.file), ("line", record.line), ("edit", record.edit)]
    where value.isEmpty {
      throw .init(line: record.recordLine, reason: "the record names no '\(name):'")
    }
    records.append(record)
  }

  /// The record that names `mutant`, if one does.
  func record(for mutant: GeneratedMutant) -> Record? {
    records.first { $0.names(mutant) }
  }

  /// The records that name none of `mutants` (stale, since the code or the operators
  /// changed), or, with no `occurrence:`, mutants on more than one line alike (a record
  /// must say which it means).
  func stale(among mutants: [GeneratedMutant]) -> [Record] {
    records.filter { record in
      let named = mutants.filter(record.names)
      return named.isEmpty || Set(named.map(\.lineOccurrence)).count > 1
    }
  }

  /// A record for `mutant`, ready to paste with its why written in.
  static func template(for mutant: GeneratedMutant) -> String {
    """
    equivalent: WHY no promise can tell
    file: \(mutant.file)
    line: \(mutant.lineText)
    edit: \(mutant.edit)
    """ + (mutant.lineOccurrence > 1 ? "\noccurrence: \(mutant.lineOccurrence)" : "")
  }
}
