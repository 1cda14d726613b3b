import CommandLineDeclaration
import Foundation

extension WorkbookCommand {
  /// `workbook mutants [CHAPTER[,CHAPTER…]]`: every recorded broken implementation of
  /// the chapters (or of those named), applied in a scratch copy, must make its row's
  /// tests fail.
  /// Exit 0 when every one is caught; 1 when one survives, does not compile, no longer
  /// applies, or the tests fail without any mutant. With `only`, just the mutants whose
  /// title matches it, a regular expression (any case): one mutant's trial while it is being written, not
  /// the chapter's every one. With `share`, just that part of each chapter's.
  static func mutants(
    root: URL, chapter selector: String?, only: String? = nil, share: MutantShare? = nil,
    console: Console
  ) -> Int32 {
    guard let swift = ProcessRunner.find("swift") else {
      return fail(console, WorkbookError.noSwift, root: root)
    }
    do {
      let chapters = try selectedChapters(in: root, selector).map {
        $0.keepingMutants(titled: only).keepingMutants(in: share)
      }
      if let only, chapters.allSatisfy({ $0.file.mutants.isEmpty }) {
        throw WorkbookError(
          "no mutant's title matches '\(only)'", exitStatus: CommandLineError.usageExitStatus)
      }
      var tally = MutantTally()
      for chapter in chapters where !(chapter.isNarrowed && chapter.file.mutants.isEmpty) {
        // Each chapter in a copy of the package narrowed to its room and the test
        // targets its mutants name, kept with its build between runs: a trial rebuilds
        // one room, not every chapter (3-5 s against 8-15 s in the whole package).
        var runner = MutantRunner(
          packageRoot: root, swift: swift, console: console, folder: "room-\(chapter.name)",
          room: try roomTargets(of: chapter.name, root: root))
        try runner.prepare()
        let clock = ContinuousClock()
        let baselineStarted = clock.now
        let baselineFailure = try runner.baseline(
          Array(Set(chapter.file.mutants.flatMap(\.tests))).sorted())
        console.print(
          "mutants: \(chapter.name)'s tests run untouched first, "
            + "\(baselineFailure == nil ? "passing" : "failing") "
            + "(\((clock.now - baselineStarted).wholeSeconds) s)")
        try runChapter(
          chapter, baselineFailure: baselineFailure, with: runner, tally: &tally, console: console)
      }
      console.print("\(tally.caught) of \(tally.total) caught")
      return tally.allCaught ? ExitStatus.ok : ExitStatus.failed
    } catch {
      return fail(console, error, root: root)
    }
  }

  /// The test targets a chapter's scratch copy is narrowed to: its room, and every
  /// target its recorded mutants' tests are in. One copy per chapter serves both runs,
  /// recorded and generated, so a fresh clone builds each room once.
  static func roomTargets(of chapter: String, root: URL) throws -> Set<String> {
    let generated = try GeneratedChapter(name: chapter, root: root)
    let recorded = try ChapterMutants.all(in: root).first { $0.name == chapter }
    return generated.testTargets.union(recorded?.testTargets ?? [])
  }

  /// The chapters `selector` names, or all of them.
  static func selectedChapters(in root: URL, _ selector: String?) throws
    -> [ChapterMutants]
  {
    let all = try ChapterMutants.all(in: root)
    guard let selector else { return all }
    return try ChapterMutants.named(by: selector, among: all)
  }

  /// Checks the chapter's records against its table, says whether its tests passed
  /// untouched (`baselineFailure`: what failed), then tries each mutant, printing each
  /// outcome and the chapter's count and time.
  private static func runChapter(
    _ chapter: ChapterMutants, baselineFailure: String?, with runner: MutantRunner,
    tally: inout MutantTally, console: Console
  ) throws {
    let clock = ContinuousClock()
    let started = clock.now
    let mutants = chapter.file.mutants
    if chapter.isNarrowed && mutants.isEmpty { return }
    console.print("\n\(chapter.name): \(mutants.count) mutant(s)")
    if !chapter.isNarrowed {
      for problem in chapter.problems() { console.print("  note: \(problem)") }
    }
    if let failure = baselineFailure {
      console.print("  ✗ the chapter's tests fail with no mutant applied:\n\(failure)")
      tally.add(caught: 0, total: mutants.count, baselineFailed: true)
      return
    }
    var caught = 0
    for mutant in mutants {
      let mutantStarted = clock.now
      var timing = MutantRunner.Timing()
      let outcome = try runner.trial(mutant, timing: &timing)
      let seconds = (clock.now - mutantStarted).wholeSeconds
      console.print(
        "  " + line(for: outcome, of: mutant, chapter: chapter, seconds: seconds, timing: timing))
      if outcome.isCaught { caught += 1 }
    }
    let seconds = (clock.now - started).wholeSeconds
    let each = mutants.isEmpty ? "" : ", \(seconds / mutants.count) s a mutant"
    console.print("\(chapter.name): \(caught) of \(mutants.count) caught (\(seconds) s\(each))")
    tally.add(caught: caught, total: mutants.count)
  }

  private static func line(
    for outcome: MutantRunner.Outcome, of mutant: MutantRecord, chapter: ChapterMutants,
    seconds: Int, timing: MutantRunner.Timing
  ) -> String {
    let name = "\(mutant.title) [\(chapter.mutantsPath):\(mutant.line)]"
    let time = "(\(seconds) s: build \(timing.build) s, tests \(timing.tests) s)"
    switch outcome {
    case .caught(let how): return "✓ caught: \(name): \(how) \(time)"
    case .survived(let why): return "✗ SURVIVED: \(name): \(why) \(time)"
    case .doesNotCompile(let errors):
      return "✗ does not compile, which proves nothing of its row "
        + "(mark it 'caught-by: build' only if its row is the compiler's): \(name)\n      \(errors)"
    case .noLongerApplies(let reason):
      return "✗ no longer applies, so the record must follow the code: \(name): \(reason)"
    }
  }
}

/// The counts over every chapter run.
struct MutantTally {
  var caught = 0
  var total = 0
  var baselineFailed = false

  var allCaught: Bool { caught == total && !baselineFailed }

  mutating func add(caught: Int, total: Int, baselineFailed: Bool = false) {
    self.caught += caught
    self.total += total
    self.baselineFailed = self.baselineFailed || baselineFailed
  }
}

extension Duration {
  /// The whole seconds in the duration, rounded down.
  var wholeSeconds: Int { Int(components.seconds) }
}

extension WorkbookError {
  /// `swift` is not on `PATH`, so nothing can be built.
  static let noSwift = WorkbookError(
    "'swift' is not on PATH, so the package cannot be built", exitStatus: ExitStatus.noToolchain)
}
