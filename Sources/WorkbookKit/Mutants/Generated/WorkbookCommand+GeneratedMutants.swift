import Foundation

/// How `mutants --generate` and `verify --generate` run: which units, what to print.
public struct GeneratedRunOptions: Equatable, Sendable {
  /// Keep just the mutants whose `file:line:column edit` contains this text.
  public var only: String?
  /// Try this part of the outcomes kept from the last run again.
  public var recheck: MutantShare?
  /// List the mutants and stop: nothing is built or run.
  public var list = false
  public var json = false

  public init(
    only: String? = nil, recheck: MutantShare? = nil, list: Bool = false, json: Bool = false
  ) {
    self.only = only
    self.recheck = recheck
    self.list = list
    self.json = json
  }
}

extension WorkbookCommand {
  /// `workbook mutants --generate [CHAPTER[,CHAPTER…]]`: every mutant the operator set
  /// makes of each chapter's code (`MutantGenerator`) must make the chapter's room of
  /// tests fail, or be recorded equivalent. Outcomes are kept per file by its content
  /// (`GeneratedResults`), so only what changed runs again; the run ends with the
  /// counts and `N of M caught`, and lists each survivor. Exit 0 when none survives
  /// and no equivalent record is stale.
  static func generatedMutants(
    root: URL, chapter selector: String?, options: GeneratedRunOptions, console: Console
  ) -> Int32 {
    guard let swift = ProcessRunner.find("swift") else {
      return fail(console, WorkbookError.noSwift, root: root)
    }
    do {
      let names = try selectedChapters(in: root, selector).map(\.name)
      let chapters = try names.map { try GeneratedChapter(name: $0, root: root) }
      var plans = chapters.map { chapter in
        GeneratedPlan(
          files: chapter.files, equivalents: chapter.equivalents, results: chapter.results,
          testsHash: GeneratedChapter.fingerprint(of: chapter.testFolders, in: root),
          recheck: options.recheck, only: options.only)
      }
      let say: (String) -> Void =
        options.json ? { console.errors($0 + "\n") } : { console.print($0) }
      if options.list {
        for plan in plans { listMutants(plan, say: say) }
        return ExitStatus.ok
      }
      let pending = plans.map(\.pending.count).reduce(0, +)
      say(
        "mutants --generate: \(plans.map(\.items.count).reduce(0, +)) generated in "
          + "\(chapters.count) chapter(s), \(pending) to try (the rest known from the last run "
          + "or recorded equivalent)")
      var seconds: [Int] = []
      for index in chapters.indices {
        let clock = ContinuousClock()
        let started = clock.now
        var runner: MutantRunner?
        if !plans[index].pending.isEmpty {
          // A copy of the package per room, narrowed to it, each keeping its own build.
          var prepared = MutantRunner(
            packageRoot: root, swift: swift, console: console,
            folder: "room-\(chapters[index].name)",
            room: try roomTargets(of: chapters[index].name, root: root))
          try prepared.prepare()
          runner = prepared
        }
        try runChapter(
          chapters[index], plan: &plans[index], runner: runner, root: root,
          narrowed: options.only != nil, say: say)
        seconds.append((clock.now - started).wholeSeconds)
      }
      let tally = plans.map(\.tally).reduce(GeneratedTally(), +)
      let stale = plans.map(\.staleEquivalents.count).reduce(0, +)
      if options.json {
        console.print(
          try GeneratedReport(chapters: chapters.map(\.name), plans: plans, seconds: seconds).json()
        )
      } else {
        printSurvivors(tally, stale: zip(chapters.map(\.equivalentsPath), plans), say: say)
        say("\(tally.summary())")
      }
      return tally.allCaught && stale == 0 ? ExitStatus.ok : ExitStatus.failed
    } catch {
      return fail(console, error, root: root)
    }
  }

  /// Runs the chapter's room untouched, then each pending mutant, writing the results
  /// after each file so that a run cut short keeps what it found.
  private static func runChapter(
    _ chapter: GeneratedChapter, plan: inout GeneratedPlan, runner: MutantRunner?, root: URL,
    narrowed: Bool, say: (String) -> Void
  ) throws {
    let pending = plan.pending
    say("\n\(chapter.name): \(plan.items.count) generated, \(pending.count) to try")
    guard let runner, !pending.isEmpty else {
      if !narrowed { try save(plan, of: chapter, root: root) }
      say("\(chapter.name): \(plan.tally.summary())")
      return
    }
    let clock = ContinuousClock()
    let baselineStarted = clock.now
    if let failure = try runner.baseline(chapter.filters) {
      // Nothing a mutant does can be judged; the other chapters still can.
      say("  ✗ \(chapter.name)'s tests fail with no mutant applied:\n\(failure)")
      return
    }
    let baseline = clock.now - baselineStarted
    // A mutant that loops for ever is caught by the time limit: well past the room's
    // own time, so that a loaded machine does not count a slow pass as caught.
    let timeout = baseline * 4 + .seconds(60)
    var lastFile = plan.items[pending[0]].mutant.file
    // The tests that caught the last mutant of this file, tried first on the next.
    var killers: [String] = []
    for (done, index) in pending.enumerated() {
      let mutant = plan.items[index].mutant
      if mutant.file != lastFile {
        if !narrowed { try save(plan, of: chapter, root: root) }
        lastFile = mutant.file
        killers = []
      }
      let started = clock.now
      var timing = MutantRunner.Timing()
      let (outcome, detail) = try runner.trial(
        writing: plan.items[index].text, to: mutant.file, tests: chapter.filters,
        timeout: timeout, timing: &timing, killers: &killers)
      plan.items[index].outcome = outcome
      let mark = outcome == .survived ? "✗ SURVIVED" : "✓ \(outcome.rawValue)"
      say(
        "  [\(done + 1)/\(pending.count)] \(mark): \(mutant.place) \(mutant.edit) "
          + "(\((clock.now - started).wholeSeconds) s: build \(timing.build) s, tests \(timing.tests) s)"
          + (outcome == .caught ? "\n      \(detail)" : ""))
    }
    if !narrowed { try save(plan, of: chapter, root: root) }
    say("\(chapter.name): \(plan.tally.summary())")
  }

  static func save(_ plan: GeneratedPlan, of chapter: GeneratedChapter, root: URL) throws {
    let header = """
      The outcome of every generated mutant of \(chapter.name)'s code (\(chapter.sourceFolders.joined(separator: ", "))),
      tried against `swift test --filter '\(chapter.filters.joined(separator: " "))'`, as
      `swift run workbook mutants --generate` last ran them. Written by the tool: a file's
      outcomes are taken again while its text is the same (its survivors are tried again
      when the tests change). Equivalents are reviewed in \(chapter.equivalentsPath).
      """
    let url = root.appendingPathComponent(chapter.resultsPath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try plan.results().text(header: header).write(to: url, atomically: true, encoding: .utf8)
  }

  static func listMutants(_ plan: GeneratedPlan, say: (String) -> Void) {
    for item in plan.items {
      let known = item.outcome.map { " [\($0.rawValue)]" } ?? ""
      say(
        "\(item.mutant.place) \(item.mutant.operation.rawValue): \(item.mutant.edit)\(known)  "
          + "| \(item.mutant.lineText)")
    }
  }

  /// Each survivor as `file:line:column edit | line`, with a record to paste when a
  /// reviewer finds it equivalent; each stale equivalent record.
  static func printSurvivors(
    _ tally: GeneratedTally, stale: some Sequence<(String, GeneratedPlan)>,
    say: (String) -> Void
  ) {
    if !tally.survivors.isEmpty {
      say("\nSurvivors: strengthen a test to catch each, or record it equivalent with why:")
      for mutant in tally.survivors {
        say("  \(mutant.place): \(mutant.edit)  | \(mutant.lineText)")
      }
    }
    for (path, plan) in stale {
      for record in plan.staleEquivalents {
        say(
          "  \(path):\(record.recordLine): names no generated mutant (the code or the "
            + "operators changed), or lines alike without 'occurrence:': update it")
      }
    }
  }
}

/// `--json` of a generated run: per unit, the counts and the survivors.
struct GeneratedReport: Encodable {
  struct Unit: Encodable {
    var name: String
    var generated: Int
    var notCompiling: Int
    var equivalent: Int
    var caught: Int
    var total: Int
    var untried: Int
    var seconds: Int
    var survivors: [Survivor]
    var staleEquivalents: [String]
  }

  struct Survivor: Encodable {
    var file: String
    var line: Int
    var column: Int
    var `operator`: String
    var edit: String
    var source: String
  }

  var units: [Unit]
  var caught: Int
  var total: Int

  init(chapters: [String], plans: [GeneratedPlan], seconds: [Int]) {
    units = zip(chapters, plans).enumerated().map { index, pair in
      let tally = pair.1.tally
      return Unit(
        name: pair.0, generated: tally.generated, notCompiling: tally.notCompiling,
        equivalent: tally.equivalent, caught: tally.caught, total: tally.total,
        untried: tally.untried, seconds: index < seconds.count ? seconds[index] : 0,
        survivors: tally.survivors.map {
          Survivor(
            file: $0.file, line: $0.line, column: $0.column, operator: $0.operation.rawValue,
            edit: $0.edit, source: $0.lineText)
        }, staleEquivalents: pair.1.staleEquivalents.map { "line \($0.recordLine)" })
    }
    caught = units.map(\.caught).reduce(0, +)
    total = units.map(\.total).reduce(0, +)
  }

  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
