import CommandLineDeclaration
import Foundation
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook watch [ID]`: checks the next unfinished exercise (or `ID`) and again on
/// every save of its files.
///
/// In a terminal it is an interactive TerminalKit screen (see `WatchViewController`).
/// Piped or redirected, it prints one verdict line per check and keeps watching until
/// it is interrupted.
public enum WatchCommand {
  /// Runs `workbook watch` for exercise `id` (the next unfinished one when `nil`);
  /// never returns.
  @MainActor
  public static func main(id: String?, buildsFirst: Bool, console: Console = .standard) async
    -> Never
  {
    guard let root = PackageLocation.packageRoot() else {
      exit(
        WorkbookCommand.fail(
          console, "no Package.swift here or above: run this from the workbook's folder"))
    }
    let session: WatchSession
    do {
      let workbook = try Workbook(
        packageRoot: root, buildFirst: buildsFirst, console: console)
      let exercise = try pick(id, in: workbook)
      // Built once for the whole watch: a save only rebuilds the learner's exercise.
      try workbook.buildLibrary()
      session = WatchSession(workbook: workbook, exercise: exercise)
    } catch let error as CommandLineError {
      exit(WorkbookCommand.usageError(console, error))
    } catch {
      exit(WorkbookCommand.fail(console, error, root: root))
    }
    if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
      await Application.main(
        name: "workbook watch", summary: "Checks an exercise on every save.", arguments: []
      ) { _ in WatchViewController(session: session) }
    }
    // Piped, nothing else handles them: a signal stops the check under way, as in
    // every other command.
    let signalSources = Interruption.stopOnSignals()
    withExtendedLifetime(signalSources) { watchPiped(session, console: console) }
  }

  /// The exercise named, or the next unfinished one, or the first when all pass.
  private static func pick(_ id: String?, in workbook: Workbook) throws -> Exercise {
    if let id { return try workbook.exercise(id) }
    guard let first = workbook.nextUnfinished() ?? workbook.catalog.exercises.first else {
      throw WorkbookError("Exercises/exercises.json lists no exercises")
    }
    return first
  }

  /// One verdict line per check, a check per save, until interrupted.
  @MainActor
  private static func watchPiped(_ session: WatchSession, console: Console) -> Never {
    let exercise = session.screen.exercise
    console.print(
      "Watching \(session.screen.files.joined(separator: ", ")) (\(exercise.id)); "
        + "Ctrl-C stops.")
    while true {
      let outcome = session.checkHere()
      console.print(
        WatchScreen.verdictLine(of: exercise, outcome, next: session.screen.next))
      while !session.pollForChanges() { session.waitToPoll() }
    }
  }
}
