import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A built program left running while a test talks to it, such as `album-server`.
/// Its output goes to files, read when it has stopped.
public final class BackgroundProcess {
  private let process = Process()
  private let folder: URL

  /// Starts `product` from the build folder with `arguments`.
  public init(_ product: String, _ arguments: [String] = []) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("background-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["stdout", "stderr"] {
      _ = FileManager.default.createFile(
        atPath: folder.appendingPathComponent(name).path, contents: nil)
    }
    process.executableURL = TestPaths.productsDirectory.appendingPathComponent(product)
    process.arguments = arguments
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

  /// Waits until `condition` holds, checking every 10 ms, for at most `timeout`.
  /// Returns whether it came true.
  public func wait(upTo timeout: Duration = .seconds(10), until condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
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

/// A loopback port nobody is listening on right now.
public func freeLoopbackPort() -> UInt16 {
  #if canImport(Glibc)
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  #else
    let socketFD = socket(AF_INET, SOCK_STREAM, 0)
  #endif
  defer { close(socketFD) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = 0
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  _ = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  _ = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
  }
  return UInt16(bigEndian: address.sin_port)
}

/// A loopback server that accepts connections into its backlog and never answers:
/// what a hung server looks like to a client. Closed when released.
public final class SilentServer {
  public let port: UInt16
  private let socketFD: Int32

  public init() {
    #if canImport(Glibc)
      let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socketFD = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    listen(socketFD, 16)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    self.socketFD = socketFD
  }

  deinit { close(socketFD) }
}
