import CommandLineDeclaration
import Foundation

extension WorkbookCommand {
  /// `workbook mutants [CHAPTER]`: every recorded broken implementation of the
  /// chapters (or of one), applied in a scratch copy, must make its row's tests fail.
  /// Exit 0 when every one is caught; 1 when one survives, does not compile, no longer
  /// applies, or the tests fail without any mutant.
  static func mutants(root: URL, chapter selector: String?, console: Console) -> Int32 {
    guard let swift = ProcessRunner.find("swift") else {
      return fail(console, WorkbookError.noSwift, root: root)
    }
    do {
      let chapters = try selectedChapters(in: root, selector)
      var runner = MutantRunner(packageRoot: root, swift: swift, console: console)
      try runner.prepare()
      var tally = MutantTally()
      for chapter in chapters {
        try runChapter(chapter, with: runner, tally: &tally, console: console)
      }
      console.print("\(tally.caught) of \(tally.total) caught")
      return tally.allCaught ? ExitStatus.ok : ExitStatus.failed
    } catch {
      return fail(console, error, root: root)
    }
  }

  /// The chapters `selector` names, or all of them.
  private static func selectedChapters(in root: URL, _ selector: String?) throws
    -> [ChapterMutants]
  {
    let all = try ChapterMutants.all(in: root)
    guard let selector else { return all }
    let chosen = all.filter { $0.isNamed(by: selector) }
    guard !chosen.isEmpty else {
      let names = all.map { $0.name.split(separator: "-").dropFirst().joined(separator: "-") }
      throw WorkbookError(
        "no chapter '\(selector)': the chapters are \(names.joined(separator: ", "))",
        exitStatus: CommandLineError.usageExitStatus)
    }
    return chosen
  }

  /// Checks the chapter's records against its table, runs its tests untouched, then
  /// tries each mutant, printing each outcome and the chapter's count and time.
  private static func runChapter(
    _ chapter: ChapterMutants, with runner: MutantRunner, tally: inout MutantTally,
    console: Console
  ) throws {
    let clock = ContinuousClock()
    let started = clock.now
    let mutants = chapter.file.mutants
    console.print("\n\(chapter.name): \(mutants.count) mutant(s)")
    for problem in chapter.problems() { console.print("  note: \(problem)") }
    let filters = Array(Set(mutants.flatMap(\.tests))).sorted()
    if !filters.isEmpty, let failure = try runner.baseline(filters) {
      console.print("  ✗ the chapter's tests fail with no mutant applied:\n\(failure)")
      tally.add(caught: 0, total: mutants.count, baselineFailed: true)
      return
    }
    var caught = 0
    for mutant in mutants {
      let mutantStarted = clock.now
      let outcome = try runner.trial(mutant)
      let seconds = (clock.now - mutantStarted).wholeSeconds
      console.print("  " + line(for: outcome, of: mutant, chapter: chapter, seconds: seconds))
      if outcome.isCaught { caught += 1 }
    }
    let seconds = (clock.now - started).wholeSeconds
    let each = mutants.isEmpty ? "" : ", \(seconds / mutants.count) s a mutant"
    console.print("\(chapter.name): \(caught) of \(mutants.count) caught (\(seconds) s\(each))")
    tally.add(caught: caught, total: mutants.count)
  }

  private static func line(
    for outcome: MutantRunner.Outcome, of mutant: MutantRecord, chapter: ChapterMutants,
    seconds: Int
  ) -> String {
    let name = "\(mutant.title) [\(chapter.mutantsPath):\(mutant.line)]"
    switch outcome {
    case .caught(let how): return "✓ caught: \(name): \(how) (\(seconds) s)"
    case .survived(let why): return "✗ SURVIVED: \(name): \(why) (\(seconds) s)"
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
