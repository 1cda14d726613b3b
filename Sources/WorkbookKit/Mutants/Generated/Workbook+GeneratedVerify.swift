import Foundation

extension Workbook {
  /// `workbook verify --generate [ID…]`: every mutant the operator set makes of each
  /// exercise's reference solution (`.meta/<file>`, its solution version) must fail the
  /// exercise's checks, or be recorded equivalent in `.meta/equivalent`. Outcomes are
  /// kept in `.meta/generated`, per file by its content, so an exercise whose solution
  /// and checks did not change is not tried again. Ends with `N of M rejected`.
  func verifyGenerated(ids: [String], options: GeneratedRunOptions) throws -> Int32 {
    guard catalog.hasReferenceSolutions else {
      console.print("verify --generate: skipped: no Exercises/*/.meta here (a template)")
      return 0
    }
    let exercises = try ids.isEmpty ? catalog.exercises : ids.map { try exercise($0) }
    let say: (String) -> Void =
      options.json ? { console.errors($0 + "\n") } : { console.print($0) }
    var plans: [GeneratedPlan] = []
    for exercise in exercises {
      plans.append(try generatedPlan(of: exercise, options: options))
    }
    if options.list {
      for plan in plans { WorkbookCommand.listMutants(plan, say: say) }
      return 0
    }
    if plans.contains(where: { !$0.pending.isEmpty }) { try buildLibrary() }
    let scratch = packageRoot.appendingPathComponent(
      ".build/workbook/verify-generated-\(UUID().uuidString)")
    try ScratchFolders.make(scratch)
    defer { ScratchFolders.remove(scratch) }
    var seconds: [Int] = []
    for (exercise, index) in zip(exercises, plans.indices) {
      let clock = ContinuousClock()
      let started = clock.now
      try runGenerated(exercise, plan: &plans[index], scratch: scratch, options: options, say: say)
      seconds.append((clock.now - started).wholeSeconds)
    }
    let tally = plans.map(\.tally).reduce(GeneratedTally(), +)
    let stale = plans.map(\.staleEquivalents.count).reduce(0, +)
    if options.json {
      console.print(
        try GeneratedReport(chapters: exercises.map(\.id), plans: plans, seconds: seconds).json())
    } else {
      let places = exercises.map { "Exercises/\($0.id)/.meta/equivalent" }
      WorkbookCommand.printSurvivors(tally, stale: zip(places, plans), say: say)
      say(tally.summary(rejected: true))
    }
    return tally.allCaught && stale == 0 ? 0 : 1
  }

  /// The exercise's solution files, their mutants, and what is known of them.
  func generatedPlan(of exercise: Exercise, options: GeneratedRunOptions) throws
    -> GeneratedPlan
  {
    let meta = directory(ofMeta: exercise)
    let solution = try catalog.referenceFiles(of: exercise, .solution)
    let files = exercise.files.map { ($0, solution[$0] ?? "") }
    var equivalents = EquivalentFile()
    let equivalentURL = meta.appendingPathComponent("equivalent")
    if FileManager.default.fileExists(atPath: equivalentURL.path) {
      do {
        equivalents = try EquivalentFile(
          parsing: try String(contentsOf: equivalentURL, encoding: .utf8))
      } catch {
        throw WorkbookError("Exercises/\(exercise.id)/.meta/equivalent: \(error)")
      }
    }
    let results =
      (try? String(contentsOf: meta.appendingPathComponent("generated"), encoding: .utf8))
      .flatMap { GeneratedResults(parsing: $0) }
    // Only what the learner writes is mutated: the given lines are no design of theirs.
    var learnerLines: [String: Set<Int>] = [:]
    for name in exercise.files {
      let marked = meta.appendingPathComponent(name)
      if let text = try? String(contentsOf: marked, encoding: .utf8) {
        learnerLines[name] = try? SolutionMarkers.extractWithOrigins(.solution, from: text)
          .learnerLines
      }
    }
    return GeneratedPlan(
      files: files, equivalents: equivalents, results: results,
      testsHash: checksFingerprint(of: exercise), recheck: options.recheck, only: options.only,
      mutableLines: learnerLines)
  }

  func directory(ofMeta exercise: Exercise) -> URL {
    catalog.directory(of: exercise).appendingPathComponent(".meta")
  }

  /// A fingerprint of what judges the exercise: every file of its folder but the
  /// learner's files and `.meta`.
  func checksFingerprint(of exercise: Exercise) -> String {
    let folder = catalog.directory(of: exercise)
    var hash = ContentHash()
    guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return hash.hex }
    var entries: [String] = []
    while let entry = walk.nextObject() as? String {
      if entry == ".meta" || entry.hasPrefix(".meta/") || exercise.files.contains(entry) {
        continue
      }
      entries.append(entry)
    }
    for entry in entries.sorted() {
      guard
        let data = FileManager.default.contents(
          atPath: folder.appendingPathComponent(entry).path)
      else { continue }
      hash.add(entry)
      hash.add(data)
    }
    return hash.hex
  }

  /// Tries the plan's pending mutants two at a time, each in a copy of the exercise
  /// checked as `check` does; writes the results after each pair.
  private func runGenerated(
    _ exercise: Exercise, plan: inout GeneratedPlan, scratch: URL,
    options: GeneratedRunOptions, say: (String) -> Void
  ) throws {
    let pending = plan.pending
    say("\n\(exercise.id): \(plan.items.count) generated, \(pending.count) to try")
    let narrowed = options.only != nil
    var done = 0
    while done < pending.count {
      let pair = Array(pending[done..<min(done + 2, pending.count)])
      let copies = try pair.map { index in
        let copy = scratch.appendingPathComponent("\(exercise.id)-\(index)")
        let item = plan.items[index]
        var files = try catalog.referenceFiles(of: exercise, .solution)
        files[item.mutant.file] = item.text
        try makeCopy(of: exercise, at: copy, files: files)
        return copy
      }
      let checker = checker
      let first = copies[0]
      let second = copies.count > 1 ? copies[1] : nil
      let (a, b) = try inParallel(
        { try checker.check(exercise, in: first) },
        { try second.map { try checker.check(exercise, in: $0) } })
      for (index, outcome) in zip(pair, [a, b].compactMap { $0 }) {
        let verdict = Self.generatedOutcome(of: outcome)
        plan.items[index].outcome = verdict
        let mutant = plan.items[index].mutant
        let mark =
          verdict == .survived
          ? "✗ PASSES" : "✓ \(verdict == .caught ? "rejected" : verdict.rawValue)"
        say("  [\(done + 1)/\(pending.count)] \(mark): \(mutant.place) \(mutant.edit)")
        done += 1
      }
      for copy in copies { ScratchFolders.remove(copy) }
      if !narrowed { try saveGenerated(plan, of: exercise) }
    }
    if !narrowed { try saveGenerated(plan, of: exercise) }
    say("\(exercise.id): \(plan.tally.summary(rejected: true))")
  }

  /// A check's outcome as a mutant's: a pass survives; a failed check, a crash or a
  /// hang rejects it; a compiler error discards it.
  static func generatedOutcome(of outcome: CheckOutcome) -> GeneratedResults.Outcome {
    switch outcome.status {
    case .pass, .notStarted: .survived
    case .fail: .caught
    case .error: outcome.verdict.hasPrefix("does not compile") ? .notCompiling : .caught
    }
  }

  func saveGenerated(_ plan: GeneratedPlan, of exercise: Exercise) throws {
    let header = """
      The outcome of every generated mutant of \(exercise.id)'s reference solution (its
      solution version), checked as `workbook check` does, as `swift run workbook verify
      --generate` last ran them. Written by the tool; equivalents are reviewed in
      .meta/equivalent.
      """
    try plan.results().text(header: header).write(
      to: directory(ofMeta: exercise).appendingPathComponent("generated"), atomically: true,
      encoding: .utf8)
  }
}
