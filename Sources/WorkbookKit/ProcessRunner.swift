import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a finished program left behind.
public struct ProcessResult: Sendable, Equatable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
  /// The program ran past its time limit and was stopped.
  public var timedOut: Bool
  /// The signal that ended the program, if one did (then `status` is that number too).
  public var signal: Int32?
}

/// Runs a program to completion with its output captured, as tests and the `workbook`
/// tool both need.
///
/// Output goes to temporary files rather than pipes, so a program that writes a lot
/// can never block on a full pipe while we wait for it.
public enum ProcessRunner {
  /// Runs `executable` and waits for it, up to `timeout`.
  ///
  /// - Parameters:
  ///   - executable: the program's path.
  ///   - arguments: its arguments, without its name.
  ///   - environment: the whole environment; `nil` inherits this process's.
  ///   - directory: the working directory; `nil` keeps this process's.
  ///   - timeout: after this the program gets SIGTERM, and SIGKILL a second later.
  ///     Only the program itself is signalled: programs it started are its business.
  public static func run(
    _ executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
    directory: URL? = nil, timeout: Duration = .seconds(120)
  ) throws -> ProcessResult {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()

    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var timedOut = false
    while process.isRunning {
      if clock.now >= deadline {
        timedOut = true
        process.terminate()
        let grace = clock.now + .seconds(1)
        while process.isRunning && clock.now < grace { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        break
      }
      usleep(5_000)
    }
    process.waitUntilExit()
    // Decoded leniently: one stray byte must not lose the whole output.
    func text(_ url: URL) -> String {
      String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }
    return ProcessResult(
      status: process.terminationStatus, standardOutput: text(outURL),
      standardError: text(errURL), timedOut: timedOut,
      signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
  }

  /// The first program called `name` on `PATH`.
  public static func find(_ name: String, path: String? = nil) -> URL? {
    let searchPath = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
