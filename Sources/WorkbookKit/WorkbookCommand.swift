import Foundation

/// The `workbook` command line: the chapters' listings check today, the exercises
/// later. Returns the exit status: 0 done, 1 a check failed, 2 a usage error.
public enum WorkbookCommand {
  public static let usage = """
    USAGE: workbook <command>

    COMMANDS:
      docs           Check that every quoted listing and shown output in Chapters/
                     matches the code and what the programs print.
      docs --fix     Rewrite the stale blocks from the sources and the programs.
                     Both build the package first, so shown outputs are current;
                     --no-build skips that (the tests use it, having built it).
      help           Show this help.

    Run it from the package folder: swift run workbook docs

    """

  public static func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      print(usage, terminator: "")
      return 0
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "help", "-h", "--help":
      print(usage, terminator: "")
      return 0
    case "docs":
      if let unknown = rest.first(where: { $0 != "--fix" && $0 != "--no-build" }) {
        return usageError("unknown option for docs: '\(unknown)'")
      }
      return docs(fix: rest.contains("--fix"), build: !rest.contains("--no-build"))
    default:
      return usageError("unknown command '\(command)'")
    }
  }

  static func usageError(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("workbook: error: \(message)\n\n\(usage)".utf8))
    return 2
  }

  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("workbook: \(message)\n".utf8))
    return 1
  }

  static func docs(fix: Bool, build: Bool) -> Int32 {
    guard let root = PackageLocation.packageRoot() else {
      return fail("no Package.swift here or above: run this from the workbook's folder")
    }
    if build, let failure = buildPackage(at: root) { return fail(failure) }
    let products = PackageLocation.productsDirectory()
    let listings = ChapterListings(packageRoot: root) { command in
      try PackageLocation.runShown(command, productsDirectory: products)
    }
    do {
      var total = 0
      for path in try listings.chapterPaths() {
        let (problems, fixed) = try listings.check(chapter: path)
        total += problems.count
        for problem in problems { print(problem) }
        if fix && !problems.isEmpty {
          try fixed.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
          print("\(path): rewrote \(problems.count) block(s)")
        }
      }
      if total == 0 {
        print("docs: every listing and shown output matches")
        return 0
      }
      print(
        fix
          ? "docs: fixed what could be fixed; run 'workbook docs' again to confirm"
          : "docs: \(total) stale block(s); 'swift run workbook docs --fix' rewrites them")
      return fix ? 0 : 1
    } catch {
      return fail("\(error)")
    }
  }
}

extension WorkbookCommand {
  /// Runs `swift build` so the programs whose output the chapters show are current.
  /// Returns what went wrong, or `nil`.
  static func buildPackage(at root: URL) -> String? {
    guard let swift = ProcessRunner.find("swift") else {
      return "'swift' is not on PATH, so the programs cannot be built"
    }
    print("docs: swift build …")
    do {
      let result = try ProcessRunner.run(
        swift, arguments: ["build"], directory: root, timeout: .seconds(1800))
      guard result.status == 0 else {
        return "swift build failed:\n\(result.standardOutput)\(result.standardError)"
      }
      return nil
    } catch {
      return "could not run swift build: \(error)"
    }
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
