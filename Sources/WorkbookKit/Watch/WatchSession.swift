import ExerciseSupport
import Foundation

/// The state behind `workbook watch`: the workbook, the exercise being watched, the
/// detector of its saves and the screen's model. Checks run off the main actor; their
/// verdicts are recorded here, as `workbook check` records them.
@MainActor
final class WatchSession {
  private(set) var workbook: Workbook
  private(set) var screen: WatchScreen
  private var detector: ChangeDetector
  /// The exercise folder's file events, where the platform has them.
  private var events: FolderEvents?

  init(workbook: Workbook, exercise: Exercise) {
    self.workbook = workbook
    screen = WatchScreen(exercise: exercise, passed: 0, total: 0, next: nil)
    detector = ChangeDetector { "" }
    open(exercise)
  }

  /// Starts watching `exercise`: a fresh screen, a detector of its files' saves.
  func open(_ exercise: Exercise) {
    screen = WatchScreen(exercise: exercise, passed: 0, total: 0, next: nil)
    detector = ChangeDetector { [workbook] in
      ProgressStore.fingerprint(workbook.catalog.currentFiles(of: exercise))
    }
    events = FolderEvents(folder: workbook.catalog.directory(of: exercise).path)
    refreshProgress()
  }

  /// Whether the learner saved a change since the last poll.
  func pollForChanges() -> Bool { detector.poll() }

  /// How long to wait before the next poll: a moment while a change settles, the poll
  /// interval otherwise.
  var pollDelayMilliseconds: Int32 { detector.isSettling ? 10 : 50 }

  /// Waits for the next poll: until a file event or the delay, whichever comes first.
  /// For the piped watch, which has nothing else to do meanwhile.
  func waitToPoll() {
    let delay = pollDelayMilliseconds
    if !detector.isSettling, let events {
      _ = events.wait(milliseconds: delay)
    } else {
      usleep(useconds_t(delay) * 1000)
    }
  }

  /// Checks the exercise as its files are now, off the main actor, and records it.
  func check() async -> CheckOutcome {
    screen.isChecking = true
    let exercise = screen.exercise
    let checker = workbook.checker
    let directory = workbook.catalog.directory(of: exercise)
    let fingerprint = ProgressStore.fingerprint(workbook.catalog.currentFiles(of: exercise))
    let outcome = await Task.detached {
      Self.outcome { try checker.check(exercise, in: directory) }
    }.value
    finish(outcome, fingerprint: fingerprint)
    return outcome
  }

  /// The same, on this thread: for the piped run, which has nothing else to do.
  func checkHere() -> CheckOutcome {
    let exercise = screen.exercise
    let fingerprint = ProgressStore.fingerprint(workbook.catalog.currentFiles(of: exercise))
    let outcome = Self.outcome { [workbook] in
      try workbook.checker.check(exercise, in: workbook.catalog.directory(of: exercise))
    }
    finish(outcome, fingerprint: fingerprint)
    return outcome
  }

  /// A check that could not run at all (no compiler, the folder gone) is an error
  /// verdict on screen, not the end of the watch.
  nonisolated private static func outcome(_ check: () throws -> CheckOutcome) -> CheckOutcome {
    do {
      return try check()
    } catch {
      let reason = WorkbookError.plain(error, relativeTo: nil)
      return CheckOutcome(
        status: .error, report: reason, checks: [], verdict: "could not be checked: \(reason)")
    }
  }

  private func finish(_ outcome: CheckOutcome, fingerprint: String) {
    let results = ExerciseResults(exercise: screen.exercise, outcome: outcome, untouched: false)
    workbook.progress.record(
      outcome.status, for: screen.exercise.id, fingerprint: fingerprint, tests: results.tests,
      message: results.message)
    workbook.saveProgress()
    screen.show(outcome)
    refreshProgress()
  }

  /// The progress bar, the next exercise and the list, from the record.
  private func refreshProgress() {
    let exercises = workbook.catalog.exercises
    let statuses = exercises.map { workbook.knownStatus(of: $0) }
    screen.passed = statuses.filter { $0 == .pass }.count
    screen.total = exercises.count
    screen.passes = statuses.map { $0 == .pass }
    screen.next = workbook.nextUnfinished(after: screen.exercise)
    let idWidth = exercises.map(\.id.count).max() ?? 0
    screen.listRows = zip(exercises, statuses).map { exercise, status in
      let marker = exercise.id == screen.exercise.id ? "▸ " : "  "
      // Ids whole, as the list has them: one is copied from here.
      return marker + exercise.id.padding(toLength: idWidth + 1, withPad: " ", startingAt: 0)
        + workbook.label(status).padding(toLength: 16, withPad: " ", startingAt: 0)
        + exercise.title
    }
  }

  // MARK: - Keys

  func toggle(_ mode: WatchScreen.Mode) { screen.toggle(mode) }

  /// Scrolls the body by `rows` (up when negative), no further than `lastFirstRow`.
  func scroll(by rows: Int, lastFirstRow: Int) {
    screen.firstRow = max(0, min(lastFirstRow, screen.firstRow + rows))
  }

  /// Opens the next exercise if this one passes; otherwise says why not. Returns
  /// whether it opened one (then the caller checks it).
  func openNext() -> Bool {
    guard screen.canOpenNext, let next = screen.next else {
      screen.notice = "n opens the next exercise once this one passes."
      return false
    }
    open(next)
    return true
  }
}
