#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few system calls several modules of this package make, each written once. No
/// Foundation: TerminalKit builds on it, and the first chapter's build stays as quick
/// as TerminalKit's.
public enum POSIXCalls {
  /// POSIX `write`, under a name no type's own `write` method hides.
  public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    guard let start = bytes.baseAddress else { return 0 }
    #if canImport(Glibc)
      return Glibc.write(descriptor, start, bytes.count)
    #else
      return Darwin.write(descriptor, start, bytes.count)
    #endif
  }

  /// POSIX `send` to a socket. A peer that has gone raises no `SIGPIPE`: on Linux the
  /// call says so (`MSG_NOSIGNAL`); Darwin has no such flag, and its sockets are asked
  /// with `SO_NOSIGPIPE` where they are made.
  public static func send(_ socket: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Glibc)
      Glibc.send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #else
      Darwin.send(socket, bytes.baseAddress, bytes.count, 0)
    #endif
  }

  // snippet.writeAll
  /// Hands every byte of `bytes` to `call` (`write` unless told otherwise), at most
  /// `chunkSize` at a time: a short write goes on from where it stopped, and a call
  /// interrupted by a signal (`EINTR`) is made again.
  ///
  /// - Parameter willWrite: told the offset before each call; tests stop a write there.
  /// - Returns: `false` when a call fails for another reason (`errno` says which) or
  ///   writes nothing; how much went before then is unknown to the caller.
  @discardableResult
  public static func writeAll(
    _ bytes: UnsafeRawBufferPointer, chunkSize: Int = .max,
    willWrite: (_ offset: Int) -> Void = { _ in },
    by call: (UnsafeRawBufferPointer) -> Int
  ) -> Bool {
    var offset = 0
    while offset < bytes.count {
      willWrite(offset)
      let end = offset + min(chunkSize, bytes.count - offset)
      let written = call(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
  // snippet.end

  /// `writeAll` of `bytes` to `descriptor` with `write`.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in writeAll(buffer) { write(descriptor, $0) } }
  }
}
