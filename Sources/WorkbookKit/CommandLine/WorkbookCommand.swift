import CommandLineDeclaration
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `workbook` command line: the classroom exercises and the chapters' listings
/// check. Returns the exit status: one of `ExitStatus`, or 2
/// (`CommandLineError.usageExitStatus`) for a command line it cannot run.
public enum WorkbookCommand {
  /// An exercise id, such as `mvc-1`: checked against the exercise list once parsed.
  static let exerciseID = "ID"

  /// `--reference REV|FOLDER`: what a graded check takes all but the learner's files from.
  static let referenceFlag = Flag(
    "--reference", valueName: "REV|FOLDER",
    help: "A commit of this repository, or a folder holding the reference package.")

  /// `--pin FINGERPRINT`: the template a reference must be, file for file.
  static let pinFlag = Flag(
    "--pin", valueName: "FINGERPRINT",
    help: "The template's fingerprint, as workbook template wrote it: grade only against it.")

  /// Every subcommand, declared once: the parser and the help are both made from it.
  public static let spec = CommandLineSpec(
    program: "swift run workbook",
    commands: [
      Subcommand("", help: "Progress per chapter, and what to do next.", group: "EXERCISES"),
      Subcommand(
        "list", help: "Every exercise with its chapter and status.", group: "EXERCISES"),
      Subcommand(
        "check", arguments: [Argument(exerciseID, isRequired: false)],
        flags: [Flag("--json", help: "")],
        help: """
          Build and check one exercise (default: the next unfinished).
          Exit 0 when it passes, 1 when it does not. --json: the verdict
          and every check's result, as JSON.
          """, group: "EXERCISES"),
      Subcommand(
        "watch", arguments: [Argument(exerciseID, isRequired: false)],
        help: """
          Check the next unfinished exercise (or ID) on every save of its
          file; in a terminal, keys h hint, n next, l list, r re-check, q quit.
          """, group: "EXERCISES"),
      Subcommand(
        "hint", arguments: [Argument(exerciseID), Argument("STEP", isRequired: false)],
        help: """
          A hint for the exercise, in steps: first a question, then the idea.
          STEP (default 1) shows the steps up to it.
          """, group: "EXERCISES"),
      Subcommand(
        "reset", arguments: [Argument(exerciseID)], flags: [Flag("--yes", help: "")],
        help: "Put the starter back (asks first; --yes when not in a terminal).",
        group: "EXERCISES"),
      Subcommand(
        "solution", arguments: [Argument(exerciseID)], flags: [Flag("--force", help: "")],
        help: "Show the reference solution, once the exercise passes.", group: "EXERCISES"),
      Subcommand(
        "report", flags: [Flag("--json", help: "", isRequired: true), referenceFlag, pinFlag],
        help: """
          Every exercise checked now: its id, chapter, status and checks, as
          JSON. With --reference, graded as grade does.
          """, group: "EXERCISES"),
      Subcommand(
        "grade", arguments: [Argument(exerciseID)],
        flags: [Flag("--json", help: ""), referenceFlag, pinFlag],
        help: """
          Check the exercise as an autograder must: only its learner's files
          from here, everything else (checks, probes, given files, library)
          from the reference, by default this repository's first commit (the
          one pinned, with --pin or a template's catalog). Names protected
          files that differ from it; refuses code that names symbols outside
          its module.
          """, group: "GRADING"),
      Subcommand(
        "class", arguments: [Argument("STUDENTS")],
        flags: [
          Flag("--json", help: ""),
          Flag(
            "--reference", valueName: "FOLDER", help: "The template's package folder.",
            isRequired: true),
          pinFlag,
        ],
        help: """
          Grade every student's repository in the folder STUDENTS (one clone
          each) against one reference, built once: a line per student, or
          with --json each one's sheet as report --json --reference gives it.
          """, group: "GRADING"),
      Subcommand(
        "classroom", flags: [Flag("--write", help: "")],
        help: """
          Check (or with --write, make) .github/classroom/autograding.json and
          .github/workflows/classroom.yml from Exercises/exercises.json.
          """, group: "GRADING"),
      Subcommand(
        "template", flags: [Flag("--yes", help: "")],
        help: """
          Make this folder an assignment template, in place (--yes to
          confirm): starters in place, their fingerprints in the catalog,
          every Exercises/*/.meta removed, a cheap CI for students' pushes.
          """, group: "GRADING"),
      Subcommand(
        "docs", flags: [Flag("--fix", help: "")],
        help: "Check (or rewrite) the listings and outputs in Chapters/.", group: "MAINTAINERS"),
      Subcommand(
        "verify", arguments: [Argument("IDS", isRequired: false)],
        flags: [
          Flag("--generate", help: ""),
          Flag("--only", valueName: "PLACE", help: ""),
          Flag("--recheck", valueName: "K/N", help: ""),
          Flag("--list", help: ""),
          Flag("--json", help: ""),
        ],
        help: """
          In a scratch copy: every starter fails, every solution passes, every
          recorded wrong design is rejected, each checked and graded (of the
          exercises IDS names, mvc-1,mvc-2, or of all).
          --generate: every generated mutant of the solutions (of IDS, or of
          all) fails their checks or is recorded equivalent.
          """,
        group: "MAINTAINERS"),
      Subcommand(
        "mutants", arguments: [Argument("CHAPTER", isRequired: false)],
        flags: [
          Flag(
            "--only", valueName: "TITLE",
            help: "Only the mutants whose title matches TITLE, a regular expression (any case)."),
          Flag(
            "--share", valueName: "K/N",
            help: "Only part K of N of each chapter's mutants: the Kth, the (K+N)th, and so on."),
          Flag("--generate", help: ""),
          Flag("--recheck", valueName: "K/N", help: ""),
          Flag("--list", help: ""),
          Flag("--json", help: ""),
        ],
        help: """
          In a scratch copy: every recorded broken implementation of the
          chapters' code (Tests/Mutants/) makes its proof row's tests fail.
          CHAPTER: a number or name (mvc, 3, platform), or several with
          commas (singleton,facade): one run builds once for all of them.
          --only TITLE: just the mutants whose titles match TITLE.
          --share K/N: part K of N of each chapter's mutants (CI tries one
          part per commit).
          --generate: every generated mutant of the chapters' code fails
          their tests or is recorded equivalent; with it --only matches
          'file:line:col edit', --recheck K/N tries kept outcomes again,
          --list lists, --json reports.
          """, group: "MAINTAINERS"),
    ],
    commonFlags: [
      Flag(
        "--no-build",
        help: """
          Skip the 'swift build' that commands run first to bring the
          chapters' library up to date (run only when its sources changed).
          """)
    ],
    epilogue: """
      EXIT STATUS:
        0  done, or the exercise passes
        1  the exercise does not pass, or the command could not do its job
        2  the command line is wrong
        3  swiftc or swift is not on PATH, so nothing was checked

      Run it from the package folder. Exercise ids look like mvc-1 or facade-2.

      """)

  /// The help text.
  public static var usage: String { spec.usage }

  /// Reads the command line `arguments` (without the program's name): the request
  /// with its arguments, or what is wrong with it.
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> WorkbookCommandLine {
    try WorkbookCommandLine(spec.parse(arguments))
  }

  /// Runs the command line `arguments` (without the program's name), writing to
  /// `console`, and returns the exit status. `watch` is not run here: see
  /// `WatchCommand`.
  public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
    let commandLine: WorkbookCommandLine
    do {
      commandLine = try parse(arguments)
    } catch {
      return usageError(console, error)
    }
    if commandLine.request == .help {
      console.print(usage, terminator: "")
      return 0
    }
    guard let root = PackageLocation.packageRoot() else {
      return fail(console, "no Package.swift here or above: run this from the workbook's folder")
    }
    if case .docs(let fix) = commandLine.request {
      return docs(root: root, fix: fix, build: commandLine.buildsFirst, console: console)
    }
    if case .mutants(let chapter, let only, let share) = commandLine.request {
      return mutants(root: root, chapter: chapter, only: only, share: share, console: console)
    }
    if case .generatedMutants(let chapter, let options) = commandLine.request {
      return generatedMutants(root: root, chapter: chapter, options: options, console: console)
    }
    do {
      var workbook = try Workbook(
        packageRoot: root, buildFirst: commandLine.buildsFirst, console: console)
      return try workbook.run(commandLine.request)
    } catch let error as CommandLineError {
      return usageError(console, error)
    } catch {
      return fail(console, error, root: root)
    }
  }

  /// Says what is wrong and exits with the error's status (2); with the whole usage
  /// when the command itself was not understood, with a pointer to it otherwise.
  static func usageError(_ console: Console, _ error: CommandLineError) -> Int32 {
    console.errors(spec.refusal(error, by: "workbook"))
    return error.exitStatus
  }

  static func fail(_ console: Console, _ message: String) -> Int32 {
    console.errors("workbook: \(message)\n")
    return ExitStatus.failed
  }

  /// Says what went wrong in plain words, and exits with the status the error carries.
  static func fail(_ console: Console, _ error: any Error, root: URL) -> Int32 {
    _ = fail(console, WorkbookError.plain(error, relativeTo: root))
    return (error as? WorkbookError)?.exitStatus ?? ExitStatus.failed
  }
}

/// Where the package and its built programs are.
public enum PackageLocation {
  /// The nearest folder at or above the working directory that holds a Package.swift.
  public static func packageRoot(
    from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) -> URL? {
    var folder = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// The folder this program was built into; the chapters' programs are built beside it.
  public static func productsDirectory() -> URL {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return executable.resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// Runs a chapter's shown command from `productsDirectory`, as a pipe would see it:
  /// no terminal, no colour.
  public static func runShown(_ command: ShownCommand, productsDirectory: URL) throws -> String {
    let program = productsDirectory.appendingPathComponent(command.product)
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw ShownCommandError.notBuilt(command.product, productsDirectory.path)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let result = try ProcessRunner.run(
      program, arguments: command.arguments, environment: environment, timeout: .seconds(60))
    guard result.status == 0, !result.timedOut else {
      throw ShownCommandError.failed(command.product, result.status, result.standardError)
    }
    return result.standardOutput
  }
}

public enum ShownCommandError: Error, CustomStringConvertible {
  case notBuilt(String, String)
  case failed(String, Int32, String)

  public var description: String {
    switch self {
    case .notBuilt(let product, let folder):
      "'\(product)' is not built in \(folder): run 'swift build' first"
    case .failed(let product, let status, let error):
      "'\(product)' exited with status \(status): \(error)"
    }
  }
}
