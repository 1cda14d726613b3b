import ExerciseSupport

/// What `workbook watch` shows, as a value: the exercise, the last verdict, the mode
/// (verdict, hint or list) and the progress. The terminal screen draws it and the
/// piped run prints its verdict line; tests read it directly.
public struct WatchScreen: Sendable {
  public enum Mode: Sendable, Equatable {
    case verdict, hint, list
  }

  public var exercise: Exercise
  /// `Exercises/mvc-1/FilmPosters.swift`: what the learner edits.
  public var files: [String]
  /// Passed exercises, of all of them.
  public var passed: Int
  public var total: Int
  /// Whether each exercise passes, in the workbook's order: the progress bar's squares.
  public var passes: [Bool] = []
  /// The first row of the body on screen, when it is taller than the screen.
  public var firstRow = 0
  public var isChecking = false
  public var outcome: CheckOutcome?
  public var mode = Mode.verdict
  /// How many of the hint's steps `h` has shown: each press shows one more, so the idea
  /// comes only after the question was read.
  public var hintStepsShown = 1
  /// The exercise `n` opens once this one passes.
  public var next: Exercise?
  /// Each exercise's line for the list mode.
  public var listRows: [String] = []
  /// A line saying why a key did nothing, until the next key.
  public var notice: String?

  public init(exercise: Exercise, passed: Int, total: Int, next: Exercise?) {
    self.exercise = exercise
    files = exercise.files.map { "Exercises/\(exercise.id)/\($0)" }
    self.passed = passed
    self.total = total
    self.next = next
  }

  /// A check has ended: its verdict is shown, in place of the hint or the list (a
  /// learner who saves wants to read what the save did; `h` and `l` bring them back).
  public mutating func show(_ outcome: CheckOutcome) {
    self.outcome = outcome
    isChecking = false
    notice = nil
    mode = .verdict
    firstRow = 0
  }

  /// `h` or `l`: shows that mode, or goes back to the verdict; in the hint, `h` first
  /// shows its next step while there is one.
  public mutating func toggle(_ mode: Mode) {
    notice = nil
    if mode == .hint && hasMoreHintSteps {
      hintStepsShown += 1
    } else {
      self.mode = self.mode == mode ? .verdict : mode
    }
    firstRow = 0
  }

  /// `n` opens the next exercise only once this one passes, as rustlings does.
  public var canOpenNext: Bool { outcome?.status == .pass && next != nil }

  public var title: String { "workbook watch · \(exercise.id) · \(exercise.title)" }

  /// `■■□■□□□ 3 of 7 passed`: one square per exercise, in the workbook's order, ■ for
  /// one that passes. Where `width` has no room for a square each, the bar is as wide as
  /// it allows and its filled part is the share that passed, squares no longer standing
  /// for exercises.
  public func progressBar(width: Int) -> String {
    let label = " \(passed) of \(total) passed"
    if passes.count == total, total + label.count <= width {
      return passes.map { $0 ? "■" : "□" }.joined() + label
    }
    let barWidth = max(0, min(total, width - label.count))
    let filled = total == 0 ? 0 : passed * barWidth / total
    return String(repeating: "■", count: filled) + String(repeating: "□", count: barWidth - filled)
      + label
  }

  /// The lines under the progress bar, in the current mode.
  public func bodyLines() -> [String] {
    var lines = ["Edit: " + files.joined(separator: ", "), ""]
    switch mode {
    case .hint:
      lines += hintLines()
    case .list:
      lines += ["Every exercise (l again to go back):", ""] + listRows
    case .verdict:
      lines += verdictLines()
    }
    if let notice { lines += ["", notice] }
    return lines
  }

  /// Whether `h` shows another step of the hint rather than going back.
  public var hasMoreHintSteps: Bool { mode == .hint && hintStepsShown < exercise.hints.count }

  private func hintLines() -> [String] {
    let steps = exercise.hints
    guard !steps.isEmpty else { return ["No hint for this exercise (h again to go back)."] }
    let shown = max(1, min(hintStepsShown, steps.count))
    let keys = shown < steps.count ? "h for step \(shown + 1)" : "h again to go back"
    var lines = ["Hint, \(shown) of \(steps.count) steps (\(keys)):"]
    for (index, text) in steps.prefix(shown).enumerated() {
      lines += ["", "\(index + 1). \(text)"]
    }
    return lines
  }

  private func verdictLines() -> [String] {
    if isChecking && outcome == nil { return ["Checking…"] }
    guard let outcome else { return [] }
    var lines = [Self.verdict(of: exercise, outcome)]
    if outcome.status == .pass {
      lines.append("")
      lines.append(
        next.map { "Next: \($0.id) · \($0.title). Press n to open it." }
          ?? "Every exercise passes. Well done.")
      return lines
    }
    if let failure = outcome.firstFailure {
      lines += ["", "First failing check: \(failure.name)"]
      lines += failure.message.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }
    } else if outcome.status == .error {
      lines +=
        [""]
        + outcome.report.split(separator: "\n", omittingEmptySubsequences: false)
        .prefix(40).map(String.init)
    }
    return lines
  }

  /// `✓ mvc-1 passes all 6 checks` or `✗ mvc-1 fails 2 of 6 checks`.
  static func verdict(of exercise: Exercise, _ outcome: CheckOutcome) -> String {
    (outcome.status == .pass ? "✓ " : "✗ ") + "\(exercise.id) \(outcome.verdict)"
  }

  /// What a piped watch prints per check: the verdict, then the first failing check and
  /// the first line of its message, or the next exercise.
  public static func verdictLine(
    of exercise: Exercise, _ outcome: CheckOutcome, next: Exercise?
  ) -> String {
    var line = verdict(of: exercise, outcome)
    if outcome.status == .pass {
      if let next { line += "; next: \(next.id) (swift run workbook watch \(next.id))" }
    } else if let failure = outcome.firstFailure {
      let reason = failure.message.split(separator: "\n").first.map { ": \($0)" } ?? ""
      line += "; first failing: “\(failure.name)”\(reason)"
    }
    return line
  }
}
