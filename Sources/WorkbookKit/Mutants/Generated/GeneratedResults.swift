/// What became of every generated mutant of one chapter (or one exercise), kept between
/// runs so that code that did not change is not tried again: `Tests/Mutants/NN-Chapter.generated`
/// or an exercise's `.meta/generated`. The tool writes it; a reviewer reads it in the
/// diff of a commit.
///
///     operators: 1
///     tests: 9c1d…                         the checks' fingerprint when last run
///     file: Sources/Strategy/Order/YearOrder.swift 4be0…
///     caught<TAB>14:22<TAB>boundary<TAB>`<` → `<=`
///
/// A file's outcomes are taken again while its text and the operator set are the same.
/// When only the tests (or checks) changed, its caught and not-compiling mutants stay
/// as they were and its survivors are tried again: a stronger test may catch them now.
struct GeneratedResults: Equatable, Sendable {
  enum Outcome: String, Sendable, CaseIterable {
    case caught
    case survived
    case notCompiling = "does-not-compile"
    case equivalent
  }

  struct Entry: Equatable, Sendable {
    var line: Int
    var column: Int
    var operation: String
    var edit: String
    var outcome: Outcome

    var key: String { "\(line):\(column) \(edit)" }
  }

  struct FileResults: Equatable, Sendable {
    var path: String
    var hash: String
    var entries: [Entry]
  }

  var operatorsVersion: Int
  var testsHash: String
  var files: [FileResults]

  init(operatorsVersion: Int, testsHash: String, files: [FileResults] = []) {
    self.operatorsVersion = operatorsVersion
    self.testsHash = testsHash
    self.files = files
  }

  /// Reads a results file; anything it cannot read is treated as no results, since the
  /// file is only a cache of runs that can be made again.
  init?(parsing text: String) {
    var version: Int?
    var tests: String?
    var files: [FileResults] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("operators: ") {
        version = Int(line.dropFirst("operators: ".count))
      } else if line.hasPrefix("tests: ") {
        tests = String(line.dropFirst("tests: ".count))
      } else if line.hasPrefix("file: ") {
        let parts = line.dropFirst("file: ".count).split(separator: " ")
        guard parts.count == 2 else { return nil }
        files.append(FileResults(path: String(parts[0]), hash: String(parts[1]), entries: []))
      } else {
        let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
        let place = fields.count == 4 ? fields[1].split(separator: ":") : []
        guard fields.count == 4, place.count == 2, let row = Int(place[0]),
          let column = Int(place[1]), let outcome = Outcome(rawValue: String(fields[0])),
          !files.isEmpty
        else { return nil }
        files[files.count - 1].entries.append(
          Entry(
            line: row, column: column, operation: String(fields[2]), edit: String(fields[3]),
            outcome: outcome))
      }
    }
    guard let version, let tests else { return nil }
    self.init(operatorsVersion: version, testsHash: tests, files: files)
  }

  /// The file's text, with `header` as its opening comment.
  func text(header: String) -> String {
    var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "#" : "# \($0)"
    }
    lines.append("operators: \(operatorsVersion)")
    lines.append("tests: \(testsHash)")
    for file in files {
      lines.append("file: \(file.path) \(file.hash)")
      for entry in file.entries {
        lines.append(
          [entry.outcome.rawValue, "\(entry.line):\(entry.column)", entry.operation, entry.edit]
            .joined(separator: "\t"))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The outcomes still good for `path` at `hash`, by `Entry.key`: all of them when the
  /// tests are the same, else those a change of tests cannot undo.
  func reusable(for path: String, hash: String, operatorsVersion: Int, testsHash: String)
    -> [String: Outcome]
  {
    guard operatorsVersion == self.operatorsVersion,
      let file = files.first(where: { $0.path == path && $0.hash == hash })
    else { return [:] }
    var reused: [String: Outcome] = [:]
    for entry in file.entries {
      switch entry.outcome {
      case .caught, .notCompiling: reused[entry.key] = entry.outcome
      case .survived where testsHash == self.testsHash: reused[entry.key] = entry.outcome
      case .survived, .equivalent: break
      }
    }
    return reused
  }
}

extension GeneratedMutant {
  /// The key a `GeneratedResults.Entry` of this mutant has.
  var resultKey: String { "\(line):\(column) \(edit)" }
}
