#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls the server and its tests need, always on 127.0.0.1: the
/// classroom server never listens on a network a learner did not choose.
public enum LoopbackSocket {
  /// A TCP socket bound to 127.0.0.1:`port` and listening.
  ///
  /// - Parameter port: the port; 0 lets the system choose a free one.
  /// - Returns: the socket and the port it is bound to.
  public static func listen(port: UInt16, backlog: Int32 = 64) throws(AlbumServerError) -> (
    descriptor: Int32, port: UInt16
  ) {
    let descriptor = makeSocket()
    guard descriptor >= 0 else { throw .cannotListen(port: port, reason: lastError()) }
    var reuse: Int32 = 1
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = loopbackAddress(port: port)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, systemListen(descriptor, backlog) == 0 else {
      let reason = lastError()
      _ = close(descriptor)
      throw .cannotListen(port: port, reason: reason)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// A TCP socket connected to 127.0.0.1:`port`, or `nil` when nobody listens there.
  public static func connect(port: UInt16) -> Int32? {
    let descriptor = makeSocket()
    guard descriptor >= 0 else { return nil }
    var address = loopbackAddress(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      _ = close(descriptor)
      return nil
    }
    return descriptor
  }

  private static func makeSocket() -> Int32 {
    #if canImport(Glibc)
      socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  private static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

// POSIX `listen` and `connect`, named apart from `LoopbackSocket`'s own.
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
  listen(descriptor, backlog)
}

private func systemConnect(
  _ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t
) -> Int32 {
  connect(descriptor, address, length)
}
