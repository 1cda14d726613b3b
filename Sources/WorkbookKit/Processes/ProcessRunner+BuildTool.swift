import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ProcessRunner {
  /// Runs the package manager (`swift build`, `swift test`) in `package`, as `run` runs
  /// a program, with two differences, both for SwiftPM's manifest cache, which is keyed
  /// by the whole environment: a marker or a temporary folder new for every run would
  /// have it compile and link `Package.swift` again each time (2.4 to 3.1 s of a 3.2 to
  /// 4 s no-op build of the package here, and every mutant builds).
  ///
  /// - The environment has no run marker: the tool's own commands, which it runs in
  ///   process groups of their own, are found by the process tree when they must be
  ///   stopped (`stopAll`), and it ends them itself when it ends.
  /// - Its temporary folder is the package's own, `.build/workbook/tmp`, the same for
  ///   every run there (`BuildToolTemporaryFolder`), and emptied when no run uses it: a
  ///   compiler driver that is stopped leaves its `TemporaryDirectory.*` behind.
  public static func runBuildTool(
    _ swift: URL, arguments: [String], in package: URL, timeout: Duration,
    outputLimit: OutputLimit? = nil
  ) throws -> ProcessResult {
    let temporary = try BuildToolTemporaryFolder(in: package)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.folder.path
    return try withExtendedLifetime(temporary) {
      try run(
        swift, arguments: arguments, environment: environment, directory: package,
        timeout: timeout, outputLimit: outputLimit, isolated: false)
    }
  }
}

/// The build tool's temporary folder in one package, `.build/workbook/tmp`, held for one
/// run: every run there shares it and holds a shared lock on `.build/workbook/tmp.lock`
/// while it lasts. When a run begins and when it ends, the folder is emptied if no run
/// holds the lock (then nothing in it is in use, and all of it is ours: only these runs
/// are pointed there), so what a stopped build left goes at the next.
final class BuildToolTemporaryFolder {
  let folder: URL
  private let lock: Int32

  init(in package: URL) throws {
    folder = package.appendingPathComponent(".build/workbook/tmp")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lockFile = folder.deletingLastPathComponent().appendingPathComponent("tmp.lock")
    // Closed on exec, so that no program started meanwhile holds the lock on.
    lock = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard lock >= 0 else {
      throw WorkbookError(
        "cannot open \(lockFile.path): " + String(cString: strerror(errno)))
    }
    emptyIfUnused()
    while flock(lock, LOCK_SH) != 0 {
      guard errno == EINTR else {
        close(lock)
        throw WorkbookError(
          "cannot lock \(lockFile.path): " + String(cString: strerror(errno)))
      }
    }
  }

  deinit {
    emptyIfUnused()
    close(lock)
  }

  /// Empties the folder when no other run holds the lock: the exclusive lock is taken
  /// only then, without waiting, and given back at once.
  private func emptyIfUnused() {
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    _ = flock(lock, LOCK_UN)
  }
}
