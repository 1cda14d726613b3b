import AlbumServer
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A built program left running while a test talks to it, such as `album-server`.
/// Its output goes to files, read when it has stopped.
public final class BackgroundProcess {
  private let process = Process()
  private let folder: URL

  /// Starts `product` from the build folder with `arguments`, in `directory` if given,
  /// with `environment` if given (else this process's).
  public init(
    _ product: String, _ arguments: [String] = [], directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("background-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["stdout", "stderr"] {
      _ = FileManager.default.createFile(
        atPath: folder.appendingPathComponent(name).path, contents: nil)
    }
    process.executableURL = TestPaths.productsDirectory.appendingPathComponent(product)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(
      forWritingTo: folder.appendingPathComponent("stdout"))
    process.standardError = try FileHandle(
      forWritingTo: folder.appendingPathComponent("stderr"))
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    try? FileManager.default.removeItem(at: folder)
  }

  public var isRunning: Bool { process.isRunning }

  /// What it has printed so far.
  public var standardOutput: String {
    (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
  }

  public var standardError: String {
    (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
  }

  /// Waits until `condition` holds, for at most `timeout`. Returns whether it came true.
  public func wait(upTo timeout: Duration = .seconds(10), until condition: () -> Bool) -> Bool {
    eventually(within: timeout, condition)
  }

  /// Sends `signal`, and returns at once.
  public func send(_ signal: Int32) {
    if process.isRunning { kill(process.processIdentifier, signal) }
  }

  /// Sends `signal` and waits for the program to end (killing it after 10 s).
  /// Returns its exit status, or 128 + signal when a signal ended it.
  @discardableResult
  public func stop(with signal: Int32 = SIGINT) -> Int32 {
    if process.isRunning { kill(process.processIdentifier, signal) }
    if !wait(until: { !process.isRunning }) {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}

/// Whether `condition` comes true within `limit`, checked every 5 ms. For what a test
/// can only look for, not be told of: a program's exit, or `AlbumServer`'s reports
/// (it reports a request after it has answered and closed the connection).
public func eventually(within limit: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
  let deadline = ContinuousClock.now + limit
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    usleep(5_000)
  }
  return true
}

/// A loopback port nobody is listening on right now.
public func freeLoopbackPort() -> UInt16 {
  guard let (descriptor, port) = try? LoopbackSocket.listen(port: 0) else { return 9 }
  close(descriptor)
  return port
}

/// A loopback server that accepts connections into its backlog and never answers:
/// what a hung server looks like to a client. Closed when released.
public final class SilentServer {
  public let port: UInt16
  private let descriptor: Int32

  public init() throws {
    (descriptor, port) = try LoopbackSocket.listen(port: 0, backlog: 16)
  }

  deinit { close(descriptor) }
}
