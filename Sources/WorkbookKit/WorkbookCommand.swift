import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `workbook` command line: the classroom exercises and the chapters' listings
/// check. Returns the exit status, one of `ExitStatus`.
public enum WorkbookCommand {
  public static let usage = """
    USAGE: swift run workbook [<command>] [<options>]

    EXERCISES:
      (no command)         Progress per chapter, and what to do next.
      list                 Every exercise with its chapter and status.
      check [ID]           Build and check one exercise (default: the next unfinished).
                           Exit 0 when it passes, 1 when it does not.
      hint ID              A hint for the exercise.
      reset ID [--yes]     Put the starter back (asks first; --yes when not in a terminal).
      solution ID [--force]
                           Show the reference solution, once the exercise passes.
      report --json        Every exercise's id, chapter and status, as JSON.

    MAINTAINERS:
      docs [--fix]         Check (or rewrite) the listings and outputs in Chapters/.
      verify               In a scratch copy: every starter fails, every solution passes.

    OPTIONS:
      --no-build           Skip the 'swift build' that commands run first to bring the
                           chapters' library up to date.
      -h, --help           Show this help.

    EXIT STATUS:
      0  done, or the exercise passes
      1  the exercise does not pass, or the command could not do its job
      2  the command line is wrong
      3  swiftc or swift is not on PATH, so nothing was checked

    Run it from the package folder. Exercise ids look like mvc-1 or facade-2.

    """

  /// The flags each command accepts, besides `--no-build`.
  static let flags: [String: Set<String>] = [
    "": [], "list": [], "check": [], "hint": [], "reset": ["--yes"],
    "solution": ["--force"], "report": ["--json"], "docs": ["--fix"], "verify": [],
  ]

  /// Commands that take an exercise id, and whether it is required.
  static let takesID: [String: Bool] = [
    "check": false, "hint": true, "reset": true, "solution": true,
  ]

  /// A word from the command line as an error repeats it: at most 40 characters, and
  /// control characters escaped, so a pasted blob or an escape sequence cannot flood or
  /// rewrite the terminal.
  static func shown(_ word: String) -> String {
    let limit = 40
    let escaped = word.prefix(limit).unicodeScalars.map {
      $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
    }.joined()
    return word.count > limit ? "\(escaped)… (\(word.count) characters)" : escaped
  }

  /// Runs the command line `arguments` (without the program's name), writing to
  /// `console`, and returns the exit status.
  public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
    var words = arguments[...]
    let command = words.first.map { $0.hasPrefix("-") ? "" : $0 } ?? ""
    if !command.isEmpty { words = words.dropFirst() }
    if command == "help" || words.contains("-h") || words.contains("--help") {
      console.print(usage, terminator: "")
      return 0
    }
    guard let allowed = flags[command] else {
      return usageError(console, "unknown command '\(shown(command))'")
    }
    var options = Set<String>()
    var positional: [String] = []
    for word in words {
      if word.hasPrefix("-") {
        guard allowed.contains(word) || word == "--no-build" else {
          return usageError(
            console,
            "unknown option '\(shown(word))' for \(command.isEmpty ? "workbook" : command)")
        }
        options.insert(word)
      } else {
        positional.append(word)
      }
    }
    let needsID = takesID[command]
    guard positional.count <= (needsID == nil ? 0 : 1) else {
      return usageError(console, "unexpected argument '\(shown(positional.last!))'")
    }
    if needsID == true && positional.isEmpty {
      return usageError(console, "\(command) needs an exercise id, such as mvc-1", showUsage: false)
    }
    if command == "report" && !options.contains("--json") {
      return usageError(
        console, "report needs --json (the only format it writes)", showUsage: false)
    }
    guard let root = PackageLocation.packageRoot() else {
      return fail(console, "no Package.swift here or above: run this from the workbook's folder")
    }
    let build = !options.contains("--no-build")
    if command == "docs" {
      return docs(root: root, fix: options.contains("--fix"), build: build, console: console)
    }
    do {
      var workbook = try Workbook(packageRoot: root, buildFirst: build, console: console)
      // Ids are lower case; `MVC-2` means mvc-2.
      let id = positional.first?.lowercased()
      if let id, workbook.catalog.exercise(id) == nil {
        return usageError(
          console,
          "no exercise '\(shown(id))'; the exercises are "
            + workbook.catalog.exercises.map(\.id).joined(separator: ", "), showUsage: false)
      }
      switch command {
      case "list": return try workbook.list()
      case "check": return try workbook.check(id)
      case "hint": return workbook.hint(id!)
      case "reset": return try workbook.reset(id!, confirmed: options.contains("--yes"))
      case "solution": return try workbook.solution(id!, force: options.contains("--force"))
      case "report": return try workbook.report()
      case "verify": return try workbook.verify()
      default: return try workbook.overview()
      }
    } catch {
      return fail(console, error, root: root)
    }
  }

  /// Says what is wrong and exits 2; with the whole usage when the command itself was
  /// not understood, with a pointer to it otherwise.
  static func usageError(_ console: Console, _ message: String, showUsage: Bool = true) -> Int32 {
    let help = showUsage ? "\n\(usage)" : "(swift run workbook help lists the commands)\n"
    console.errors("workbook: error: \(message)\n\(help)")
    return ExitStatus.usage
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
