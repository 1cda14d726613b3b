import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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
  /// The program wrote more than its `OutputLimit` allows and was stopped.
  public var wroteTooMuch = false
}

/// How much of a program's output is kept, and how much it may write at all.
///
/// A program that prints in a loop must cost neither the disk nor the memory of the
/// one who runs it: past `stopAfter` bytes it is stopped, and of each stream only the
/// first and the last `keptAtEachEnd` bytes are read back, with a line saying how many
/// bytes between them were cut.
public struct OutputLimit: Sendable, Equatable {
  public var keptAtEachEnd: Int
  /// Of both streams together.
  public var stopAfter: Int

  public init(keptAtEachEnd: Int, stopAfter: Int) {
    self.keptAtEachEnd = keptAtEachEnd
    self.stopAfter = stopAfter
  }

  /// What `workbook check` allows an exercise and the compiler: 64 KiB kept at each
  /// end, stopped past 8 MiB.
  public static let exercise = OutputLimit(keptAtEachEnd: 64 * 1024, stopAfter: 8 * 1024 * 1024)
}

/// Runs a program to completion with its output captured, as tests and the `workbook`
/// tool both need.
///
/// Output goes to temporary files rather than pipes, so a program that writes a lot
/// can never block on a full pipe while we wait for it, and programs it leaves behind
/// holding the output open cannot keep us waiting either.
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
  ///   - outputLimit: how much output is kept and allowed; `nil` keeps all of it.
  ///   - fileSizeLimit: the largest file, in bytes, that the program or any program it
  ///     starts may write (`RLIMIT_FSIZE`, its output files included); `nil` for none.
  ///     Programs it leaves behind are not stopped with it, but this keeps them from
  ///     filling the disk through its output. It is set by `/bin/sh`, which then runs
  ///     the program in its place.
  public static func run(
    _ executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
    directory: URL? = nil, timeout: Duration = .seconds(120), outputLimit: OutputLimit? = nil,
    fileSizeLimit: Int? = nil
  ) throws -> ProcessResult {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = try CapturedStream(at: scratch.appendingPathComponent("stdout"))
    let err = try CapturedStream(at: scratch.appendingPathComponent("stderr"))

    let process = Process()
    if let fileSizeLimit {
      // POSIX counts `ulimit -f` in 512-byte blocks (bash outside POSIX mode in 1024:
      // then the limit is only twice as high).
      let blocks = fileSizeLimit / 512 + 1
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out.handle
    process.standardError = err.handle
    try process.run()
    running.withLock { _ = $0.insert(process.processIdentifier) }
    defer { running.withLock { _ = $0.remove(process.processIdentifier) } }

    let ending = wait(for: process, timeout: timeout) {
      guard let outputLimit else { return false }
      return out.size + err.size > outputLimit.stopAfter
    }
    let keep = outputLimit?.keptAtEachEnd
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    // Past the file size limit the kernel ends the program with SIGXFSZ, which can come
    // before the polling above sees too much output.
    let overLimit = outputLimit.map { out.size + err.size > $0.stopAfter } ?? false
    return ProcessResult(
      status: process.terminationStatus, standardOutput: out.text(keepingAtEachEnd: keep),
      standardError: err.text(keepingAtEachEnd: keep), timedOut: ending == .timedOut,
      signal: signal,
      wroteTooMuch: ending == .wroteTooMuch || (ending == .exited && overLimit)
        || (fileSizeLimit != nil && signal == SIGXFSZ))
  }

  private enum Ending { case exited, timedOut, wroteTooMuch }

  /// The programs `run` is waiting for now.
  private static let running = Mutex<Set<Int32>>([])

  /// Ends every program `run` is waiting for, and their process groups, with SIGKILL.
  /// For a command that is itself told to stop: Foundation starts each program in a
  /// process group of its own, so the terminal's Ctrl-C never reaches it, and with the
  /// waiting `run` gone nothing would stop an endless loop at its time limit.
  public static func stopAll() {
    for program in running.withLock({ $0 }) {
      // The group's number is the program's: it leads the group Foundation made for it.
      kill(-program, SIGKILL)
      kill(program, SIGKILL)
    }
  }

  /// Waits for `process` to end, stopping it when `timeout` passes or `tooMuchOutput`
  /// says so.
  private static func wait(
    for process: Process, timeout: Duration, tooMuchOutput: () -> Bool
  ) -> Ending {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var ending = Ending.exited
    while process.isRunning {
      if clock.now >= deadline {
        ending = .timedOut
      } else if tooMuchOutput() {
        ending = .wroteTooMuch
      }
      if ending != .exited {
        stop(process)
        break
      }
      usleep(5_000)
    }
    process.waitUntilExit()
    return ending
  }

  /// SIGTERM, and SIGKILL a second later if that was not enough.
  private static func stop(_ process: Process) {
    let clock = ContinuousClock()
    process.terminate()
    let grace = clock.now + .seconds(1)
    while process.isRunning && clock.now < grace { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
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

/// One output stream of a running program, caught in a file.
private struct CapturedStream: ~Copyable {
  let handle: FileHandle

  init(at url: URL) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    handle = try FileHandle(forUpdating: url)
  }

  deinit { try? handle.close() }

  /// How many bytes the program has written so far.
  var size: Int {
    var status = stat()
    return fstat(handle.fileDescriptor, &status) == 0 ? Int(status.st_size) : 0
  }

  /// What the program wrote, decoded leniently (one stray byte must not lose the whole
  /// output); past `keep` bytes at each end, the middle is cut and the cut is said.
  func text(keepingAtEachEnd keep: Int?) -> String {
    let size = self.size
    guard let keep, size > 2 * keep else { return decoded(from: 0, count: size) }
    return decoded(from: 0, count: keep) + "\n… \(size - 2 * keep) bytes cut …\n"
      + decoded(from: size - keep, count: keep)
  }

  private func decoded(from offset: Int, count: Int) -> String {
    guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
      let data = try? handle.read(upToCount: count)
    else { return "" }
    return String(decoding: data, as: UTF8.self)
  }
}
