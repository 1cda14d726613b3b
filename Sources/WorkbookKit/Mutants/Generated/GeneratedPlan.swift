import Foundation

/// The generated mutants of one chapter or exercise, with what is known of each before
/// anything runs: equivalent (a reviewed record names it), known from the last run (its
/// file did not change), or still to try. Shared by `mutants --generate` and
/// `verify --generate`, which differ only in how a trial runs.
struct GeneratedPlan {
  struct Item {
    var mutant: GeneratedMutant
    /// The mutated file's whole text.
    var text: String
    var outcome: GeneratedResults.Outcome?
    /// Whether the outcome was taken from the last run rather than found now.
    var reused: Bool
  }

  /// The version of the operator set: results made by another are not reused.
  static let operatorsVersion = 1

  var items: [Item] = []
  /// Each file's fingerprint, by path.
  var fileHashes: [(path: String, hash: String)] = []
  var staleEquivalents: [EquivalentFile.Record] = []
  let testsHash: String

  /// - Parameters:
  ///   - files: the mutated files, by the path a mutant names, with their texts.
  ///   - recheck: a part of the reusable outcomes to try again all the same, so that
  ///     results kept from an earlier run are checked a share at a time.
  ///   - only: keep just the mutants whose `file:line:column edit` this regular
  ///     expression matches (in any case).
  ///   - mutableLines: by path, the only lines mutated (an exercise's: the lines the
  ///     learner writes); every line of a file not named.
  init(
    files: [(path: String, text: String)], equivalents: EquivalentFile,
    results: GeneratedResults?, testsHash: String, recheck: MutantShare? = nil,
    only: String? = nil, mutableLines: [String: Set<Int>] = [:]
  ) {
    self.testsHash = testsHash
    var all: [GeneratedMutant] = []
    var position = 0
    for (path, text) in files {
      let lines = mutableLines[path]
      // Which lines are mutated is part of what was run: a moved marker runs it again.
      let hash = GeneratedChapter.fingerprint(
        of: lines.map { text + "\n// mutated lines: \($0.sorted())" } ?? text)
      fileHashes.append((path, hash))
      let reusable =
        results?.reusable(
          for: path, hash: hash, operatorsVersion: Self.operatorsVersion, testsHash: testsHash)
        ?? [:]
      let bytes = Array(text.utf8)
      let mutants = MutantGenerator(file: path, text: text).mutants().filter {
        lines?.contains($0.line) ?? true
      }
      all += mutants
      for mutant in mutants {
        if let only,
          "\(mutant.place) \(mutant.edit)".range(
            of: only, options: [.regularExpression, .caseInsensitive]) == nil
        {
          continue
        }
        var item = Item(
          mutant: mutant, text: mutant.applied(to: bytes), outcome: nil, reused: false)
        if equivalents.record(for: mutant) != nil {
          item.outcome = .equivalent
        } else if let known = reusable[mutant.resultKey], !(recheck?.contains(position) ?? false) {
          item.outcome = known
          item.reused = true
        }
        if item.outcome != .equivalent { position += 1 }
        items.append(item)
      }
    }
    staleEquivalents = only == nil ? equivalents.stale(among: all) : []
  }

  /// The items still to try.
  var pending: [Int] { items.indices.filter { items[$0].outcome == nil } }

  /// The results to keep: every item whose outcome is known, by file.
  func results() -> GeneratedResults {
    var results = GeneratedResults(operatorsVersion: Self.operatorsVersion, testsHash: testsHash)
    for (path, hash) in fileHashes {
      let entries = items.filter { $0.mutant.file == path }.compactMap { item in
        item.outcome.map {
          GeneratedResults.Entry(
            line: item.mutant.line, column: item.mutant.column,
            operation: item.mutant.operation.rawValue, edit: item.mutant.edit, outcome: $0)
        }
      }
      results.files.append(.init(path: path, hash: hash, entries: entries))
    }
    return results
  }

  var tally: GeneratedTally {
    var tally = GeneratedTally()
    for item in items {
      tally.generated += 1
      switch item.outcome {
      case .caught: tally.caught += 1
      case .notCompiling: tally.notCompiling += 1
      case .equivalent: tally.equivalent += 1
      case .survived: tally.survivors.append(item.mutant)
      case nil: tally.untried += 1
      }
      if item.reused { tally.reused += 1 }
    }
    return tally
  }
}

/// The counts of a generated run: what `N of M caught` is made of.
struct GeneratedTally: Equatable {
  var generated = 0
  var notCompiling = 0
  var equivalent = 0
  var caught = 0
  var survivors: [GeneratedMutant] = []
  /// Not tried, since the run stopped first.
  var untried = 0
  /// Of the known outcomes, how many came from the last run.
  var reused = 0

  /// The mutants that count: generated, less those that do not compile and the
  /// equivalent ones.
  var total: Int { generated - notCompiling - equivalent }
  var allCaught: Bool { survivors.isEmpty && untried == 0 }

  /// `generated 120, not compiling 14, equivalent 3: 103 of 103 caught`; for an
  /// exercise's solution, `rejected`.
  func summary(rejected: Bool = false) -> String {
    "generated \(generated), not compiling \(notCompiling), equivalent \(equivalent): "
      + "\(caught) of \(total) \(rejected ? "rejected" : "caught")"
      + (untried > 0 ? " (\(untried) not tried)" : "")
  }

  static func + (left: Self, right: Self) -> Self {
    var sum = left
    sum.generated += right.generated
    sum.notCompiling += right.notCompiling
    sum.equivalent += right.equivalent
    sum.caught += right.caught
    sum.survivors += right.survivors
    sum.untried += right.untried
    sum.reused += right.reused
    return sum
  }
}
