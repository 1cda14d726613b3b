import ExerciseSupport
import Foundation
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// `workbook watch`: its change detection and its screen's model in process, and one
/// piped run end to end.
final class WatchTests: XCTestCase {
  private let exercise = Exercise(
    id: "demo-1", chapter: "MVC", title: "The answer", files: ["Answer.swift"], hints: ["Think."])
  private let next = Exercise(
    id: "demo-2", chapter: "MVC", title: "The question", files: ["Question.swift"], hints: [])
  private let failing = CheckOutcome(
    status: .fail, report: "",
    checks: [
      CheckResult(name: "it compiles", status: .pass),
      CheckResult(
        name: "the answer is 42", status: .fail, message: "expected 42, got 41\nso close"),
      CheckResult(name: "the answer is even", status: .fail, message: "41 is odd"),
    ], verdict: "fails 2 of 3 checks")
  private let passing = CheckOutcome(
    status: .pass, report: "", checks: [CheckResult(name: "the answer is 42", status: .pass)],
    verdict: "passes all 1 checks")

  func testAChangeIsReportedOnceItsContentsSettleAndASaveWithoutAChangeIsNot() {
    final class Files { var contents = "a" }
    let files = Files()
    var detector = ChangeDetector { files.contents }
    XCTAssertFalse(detector.poll(), "nothing changed")
    XCTAssertFalse(detector.isSettling)
    files.contents = ""  // caught half-written
    XCTAssertFalse(detector.poll(), "not settled yet")
    XCTAssertTrue(detector.isSettling, "new contents seen once: poll again soon")
    files.contents = "b"
    XCTAssertFalse(detector.poll(), "not settled yet")
    XCTAssertTrue(detector.poll(), "settled on new contents")
    XCTAssertFalse(detector.isSettling, "reported: back to the poll interval")
    XCTAssertFalse(detector.poll(), "reported once")
    files.contents = "b"
    XCTAssertFalse(detector.poll(), "saved again unchanged")
    files.contents = "a"
    _ = detector.poll()
    XCTAssertTrue(detector.poll(), "back to the first contents is a change too")
  }

  func testAWriteInTheFolderWakesTheWaitAndSilenceLetsItTimeOut() throws {
    let folder = try makeTemporaryFolder(self)
    #if os(Linux)
      let events = try XCTUnwrap(FolderEvents(folder: folder.path), "inotify is there on Linux")
      XCTAssertFalse(events.wait(milliseconds: 20), "nothing written: the wait times out")
      try "a".write(
        to: folder.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
      XCTAssertTrue(events.wait(milliseconds: 5_000), "a save wakes it")
      XCTAssertFalse(events.wait(milliseconds: 20), "the save's events were all taken")
    #else
      XCTAssertNil(FolderEvents(folder: folder.path), "polling alone")
    #endif
    XCTAssertNil(FolderEvents(folder: folder.appendingPathComponent("gone").path))
  }

  func testTheScreenShowsTheVerdictAndTheFirstFailingCheckWithItsMessage() {
    var screen = WatchScreen(exercise: exercise, passed: 3, total: 15, next: next)
    screen.isChecking = true
    XCTAssertEqual(screen.bodyLines().last, "Checking…")
    screen.isChecking = false
    screen.outcome = failing
    let body = screen.bodyLines()
    XCTAssertEqual(body.first, "Edit: Exercises/demo-1/Answer.swift")
    XCTAssertTrue(body.contains("✗ demo-1 fails 2 of 3 checks"), "\(body)")
    XCTAssertTrue(body.contains("First failing check: the answer is 42"), "\(body)")
    XCTAssertTrue(body.contains("  expected 42, got 41"), "\(body)")
    XCTAssertTrue(body.contains("  so close"), "\(body)")
    XCTAssertFalse(body.contains { $0.contains("41 is odd") }, "only the first failing check")
    XCTAssertFalse(screen.canOpenNext)
    XCTAssertEqual(screen.title, "workbook watch · demo-1 · The answer")
    XCTAssertEqual(screen.progressBar(width: 30), "■■■□□□□□□□□□□□□ 3 of 15 passed")
  }

  func testOnAPassItOffersTheNextExercise() {
    var screen = WatchScreen(exercise: exercise, passed: 1, total: 2, next: next)
    screen.outcome = passing
    XCTAssertTrue(screen.canOpenNext)
    XCTAssertTrue(
      screen.bodyLines().contains("Next: demo-2 · The question. Press n to open it."),
      "\(screen.bodyLines())")
    screen.next = nil
    XCTAssertFalse(screen.canOpenNext)
    XCTAssertTrue(screen.bodyLines().contains("Every exercise passes. Well done."))
  }

  func testHintAndListModesReplaceTheVerdict() {
    var screen = WatchScreen(exercise: exercise, passed: 0, total: 2, next: next)
    screen.outcome = failing
    screen.mode = .hint
    XCTAssertTrue(screen.bodyLines().contains("1. Think."))
    XCTAssertFalse(screen.bodyLines().contains("✗ demo-1 fails 2 of 3 checks"))
    screen.mode = .list
    screen.listRows = ["▸ demo-1 …", "  demo-2 …"]
    XCTAssertTrue(screen.bodyLines().contains("  demo-2 …"))
  }

  func testHEachTimeShowsTheHintsNextStepThenGoesBack() {
    let stepped = Exercise(
      id: "demo-1", chapter: "MVC", title: "The answer", files: ["Answer.swift"],
      hints: ["Which number?", "The largest one.", "Not 41."])
    var screen = WatchScreen(exercise: stepped, passed: 0, total: 2, next: next)
    screen.outcome = failing
    screen.toggle(.hint)
    var shown: [[String]] = []
    while screen.mode == .hint, shown.count < 5 {
      shown.append(screen.bodyLines())
      screen.toggle(.hint)
    }
    XCTAssertEqual(shown.count, 3, "three steps, then h goes back to the verdict")
    XCTAssertEqual(screen.mode, .verdict)
    screen.toggle(.hint)
    XCTAssertEqual(screen.bodyLines(), shown[2], "the steps once read stay shown")
    XCTAssertTrue(shown[0].contains("Hint, 1 of 3 steps (h for step 2):"), "\(shown[0])")
    XCTAssertTrue(shown[0].contains("1. Which number?"))
    XCTAssertFalse(shown[0].contains("2. The largest one."), "the idea waits for a second h")
    XCTAssertTrue(shown[1].contains("2. The largest one."))
    XCTAssertTrue(shown[2].contains("Hint, 3 of 3 steps (h again to go back):"), "\(shown[2])")
    XCTAssertTrue(shown[2].contains("1. Which number?") && shown[2].contains("3. Not 41."))
    var noHint = WatchScreen(exercise: next, passed: 0, total: 2, next: nil)
    noHint.toggle(.hint)
    XCTAssertTrue(noHint.bodyLines().contains("No hint for this exercise (h again to go back)."))
    noHint.toggle(.hint)
    XCTAssertEqual(noHint.mode, .verdict)
  }

  func testANewVerdictIsShownInPlaceOfTheHintOrTheList() {
    for mode in [WatchScreen.Mode.hint, .list] {
      var screen = WatchScreen(exercise: exercise, passed: 0, total: 2, next: next)
      screen.outcome = failing
      screen.mode = mode
      screen.isChecking = true
      screen.notice = "n opens the next exercise once this one passes."
      screen.show(passing)
      XCTAssertEqual(screen.mode, .verdict, "after \(mode)")
      XCTAssertFalse(screen.isChecking)
      XCTAssertNil(screen.notice, "a notice is about the key before, not this verdict")
      XCTAssertTrue(
        screen.bodyLines().contains("✓ demo-1 passes all 1 checks"), "\(screen.bodyLines())")
    }
  }

  func testThePipedLineNamesTheFirstFailureOrTheNextExercise() {
    XCTAssertEqual(
      WatchScreen.verdictLine(of: exercise, failing, next: next),
      "✗ demo-1 fails 2 of 3 checks; first failing: “the answer is 42”: expected 42, got 41")
    XCTAssertEqual(
      WatchScreen.verdictLine(of: exercise, passing, next: next),
      "✓ demo-1 passes all 1 checks; next: demo-2 (swift run workbook watch demo-2)")
  }

  @MainActor
  func testLongLinesWrapAtSpacesKeepingTheirIndent() async {
    XCTAssertEqual(
      LinesView.wrap("  one two three four five", toWidth: 12),
      ["  one two", "  three four", "  five"])
    XCTAssertEqual(LinesView.wrap("short", toWidth: 12), ["short"])
    XCTAssertEqual(LinesView.wrap("abcdefghijklmnop", toWidth: 10), ["abcdefghij", "klmnop"])
  }

  /// The list of 24 exercises in a 30-row terminal leaves the body 27 rows, of which the
  /// list's own two head lines, the file line and a blank take four: it must say there
  /// is more, and scroll to the end and back.
  @MainActor
  func testABodyTallerThanTheScreenSaysThereIsMoreAndScrolls() async {
    let rows = (1...30).map { "row \($0)" }
    let top = LinesView.visibleRows(rows, height: 10, firstRow: 0)
    XCTAssertEqual(top.count, 10)
    XCTAssertEqual(Array(top.prefix(9)), Array(rows.prefix(9)))
    XCTAssertEqual(top.last, "… 21 more below: ↓ or space scrolls")
    let middle = LinesView.visibleRows(rows, height: 10, firstRow: 5)
    XCTAssertEqual(middle.first, "row 6")
    XCTAssertEqual(middle.last, "… 16 more below: ↓ or space scrolls; ↑ scrolls back")
    XCTAssertEqual(LinesView.lastFirstRow(rowCount: 30, height: 10), 21)
    let end = LinesView.visibleRows(rows, height: 10, firstRow: 99)
    XCTAssertEqual(Array(end.prefix(9)), Array(rows.suffix(9)), "past the end shows the end")
    XCTAssertEqual(end.last, "↑ scrolls back")
    XCTAssertEqual(LinesView.visibleRows(Array(rows.prefix(10)), height: 10, firstRow: 3).count, 10)
    XCTAssertEqual(LinesView.lastFirstRow(rowCount: 10, height: 10), 0, "all fit: no scrolling")

    let view = LinesView(frame: Rect(x: 0, y: 0, width: 40, height: 10))
    view.lines = rows
    view.firstRow = LinesView.lastFirstRow(rowCount: 30, height: 10)
    var canvas = Canvas(size: Size(width: 40, height: 10))
    view.render(into: &canvas)
    let drawn = canvas.renderPlain().split(separator: "\n").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    XCTAssertEqual(drawn.first, "row 22")
    XCTAssertEqual(drawn.last, "↑ scrolls back")
  }

  func testAModeOrAVerdictStartsTheBodyAtItsTop() {
    var screen = WatchScreen(exercise: exercise, passed: 0, total: 2, next: next)
    screen.firstRow = 7
    screen.show(passing)
    XCTAssertEqual(screen.firstRow, 0)
  }

  /// "Next" is one thing wherever it is shown: the first exercise after the current one
  /// that does not pass, going round to the start; without a current one, the first
  /// that does not pass.
  func testNextIsTheFirstUnfinishedAfterTheCurrentOneGoingRound() {
    let all = ["mvc-1", "mvc-2", "observer-3", "memento-1"].map {
      Exercise(id: $0, chapter: "MVC", title: $0, files: [], hints: [])
    }
    func next(after current: Int?, passing: Set<String>) -> String? {
      Workbook.firstUnfinished(in: all, after: current.map { all[$0] }) {
        passing.contains($0.id)
      }?.id
    }
    XCTAssertEqual(next(after: 2, passing: ["observer-3"]), "memento-1", "not mvc-1")
    XCTAssertEqual(next(after: 3, passing: ["memento-1", "mvc-2"]), "mvc-1", "round to the start")
    XCTAssertEqual(next(after: nil, passing: ["mvc-1"]), "mvc-2")
    XCTAssertNil(next(after: 1, passing: Set(all.map(\.id))))
  }

  func testEachSquareOfTheProgressBarIsOneExerciseInOrder() {
    var screen = WatchScreen(exercise: exercise, passed: 2, total: 5, next: next)
    screen.passes = [false, true, false, false, true]
    XCTAssertEqual(screen.progressBar(width: 40), "□■□□■ 2 of 5 passed")
    XCTAssertEqual(
      screen.progressBar(width: 18), "■□□□ 2 of 5 passed", "too narrow: the share that passed")
  }
}
