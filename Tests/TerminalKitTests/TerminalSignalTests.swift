import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The built `chapter-mvc` in a real terminal (a tmux pane), signalled as a person or a
/// system would: whatever arrives, the terminal is left as it was found, and a stopped
/// app takes the terminal back when it continues.
///
/// tmux reports what the program left: `alternate_on` (still on the alternate screen?),
/// `cursor_flag` (cursor shown?), and `stty -F` reads the pane's settings.
final class TerminalSignalTests: XCTestCase {
  private var program: String {
    TestPaths.productsDirectory.appendingPathComponent("chapter-mvc").path
  }

  func testEverySignalThatEndsTheAppLeavesTheTerminalAsItWas() throws {
    for signal in [SIGUSR1, SIGUSR2, SIGALRM, SIGTERM, SIGHUP, SIGQUIT, SIGABRT] {
      let pane = try TmuxPane(
        // The backtracer's report, for SIGQUIT and SIGABRT, without waiting for a key.
        command: "env SWIFT_BACKTRACE=enable=yes,interactive=no \(program); "
          + "echo \"exit $?\" > done; stty -a >> done; sleep 60")
      let app = try pane.waitForApp()
      kill(app, signal)
      // `stty -a`, written after the exit line, opens with the line speed.
      let report = try pane.waitForFile("done", containing: "speed")
      let state = try pane.state()
      XCTAssertFalse(state.alternateScreen, "signal \(signal) left the alternate screen on")
      XCTAssertTrue(state.cursorShown, "signal \(signal) left the cursor hidden")
      XCTAssertTrue(report.hasPrefix("exit \(128 + signal)\n"), "signal \(signal): \(report)")
      let settings = Set(report.split(whereSeparator: \.isWhitespace))
      for setting in ["icanon", "echo", "isig", "opost"] {
        XCTAssertTrue(settings.contains(Substring(setting)), "signal \(signal) left \(setting) off")
      }
      if signal == SIGQUIT {
        let history = try pane.screen(withHistory: true)
        XCTAssertTrue(
          history.contains("Program crashed"),
          "the backtrace belongs on the ordinary screen: \(history)")
      }
    }
  }

  func testStopAndForegroundGiveTheTerminalBackAndForth() throws {
    guard ProcessRunner.find("bash") != nil else { throw XCTSkip("no bash for job control") }
    let pane = try TmuxPane(command: "env PS1='$ ' bash --norc --noprofile -i")
    try pane.type(program, "Enter")
    let app = try pane.waitForApp()
    for stop in ["kill", "C-z"] {
      if stop == "kill" { kill(app, SIGTSTP) } else { try pane.type("C-z") }
      try pane.wait("the app to stop (\(stop))") { processState(app) == "T" }
      try pane.wait("the shell to say so") { try pane.screen().contains("Stopped") }
      let stopped = try pane.state()
      XCTAssertFalse(stopped.alternateScreen, "stopped by \(stop) on the alternate screen")
      XCTAssertTrue(stopped.cursorShown, "stopped by \(stop) with the cursor hidden")

      try pane.type("clear; fg", "Enter")
      try pane.wait("the app to draw again after \(stop) and fg") {
        try pane.state().alternateScreen && pane.screen().contains("BlueLibrary")
      }
      // Raw mode again: keys arrive one by one, unechoed, Ctrl-C and Ctrl-Z as bytes.
      try pane.wait("raw mode after \(stop) and fg") {
        try pane.settings().isSuperset(of: ["-icanon", "-echo", "-isig"])
      }
    }
    try pane.type("q")
    try pane.wait("the app to quit") { kill(app, 0) != 0 }
    XCTAssertFalse(try pane.state().alternateScreen)
  }

  func testASteadyScreenIsNotRedrawn() throws {
    // Too small for the app: a notice, while the cover's spinner turns out of sight.
    let pane = try TmuxPane(command: "\(program) --size 20x10; sleep 60")
    try pane.wait("the notice") { try pane.screen().contains("Too small") }
    let log = try pane.recordOutput()
    usleep(1_000_000)  // ten animation ticks
    XCTAssertEqual(log.size, 0, "bytes written in a second of a steady screen")
  }

  func testAScreenBiggerThanTheTerminalIsDrawnOnlyAsFarAsItShows() throws {
    let pane = try TmuxPane(command: "\(program) --size 1000x1000; sleep 60")
    _ = try pane.waitForApp()
    let log = try pane.recordOutput()
    usleep(1_000_000)  // ten animation ticks
    // The spinner's row, ten times: far less than one 80x24 screen, let alone 1000x1000.
    XCTAssertLessThan(log.size, 80 * 24, "bytes written in a second")
  }
}
