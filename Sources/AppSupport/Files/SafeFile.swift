import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why `SafeFile.read` gave no bytes.
public enum SafeFileRefusal: Error, Equatable, Sendable {
  /// Nothing by that name (with `followingLinks`, a link to nothing too).
  case missing
  /// A folder, a device, a pipe, or (without `followingLinks`) a symbolic link.
  case notRegular
  /// A regular file of `size` bytes, more than the caller's limit.
  case tooLarge(size: Int)
  /// A file that could not be looked at, opened or read, and why.
  case unreadable(reason: String)
}

// snippet.boundedRead
/// Files read from places a user can put anything in: a catalogue named on the command
/// line, a cache folder, a state folder.
public enum SafeFile {
  /// The bytes of the regular file at `path`, refused before a byte is read when it is
  /// not one or has more than `limit` bytes: `/dev/zero` would never end, and a folder
  /// or a pipe is no file to decode. The file is opened without blocking and judged
  /// again by its descriptor, so a file swapped in between the look and the read is
  /// judged too; and no more than `limit` bytes are read even if it grows meanwhile.
  ///
  /// - Parameter followingLinks: whether a symbolic link is judged by the file it leads
  ///   to (a path the user typed) or refused (a file the app itself keeps).
  public static func read(
    _ path: String, atMost limit: Int, followingLinks: Bool
  ) throws(SafeFileRefusal) -> Data {
    var info = stat()
    let found = followingLinks ? stat(path, &info) : lstat(path, &info)
    // Only "no such file" is missing; a folder on the way that cannot be entered
    // (permission, a loop of links) is a reason to say.
    guard found == 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: lastError())
    }
    try judge(info, limit: limit)
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = open(path, flags)
    guard descriptor >= 0 else { throw .unreadable(reason: lastError()) }
    defer { _ = close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason: lastError()) }
    try judge(info, limit: limit)
    return try readAll(descriptor, atMost: limit)
  }
  // snippet.end

  private static func judge(_ info: stat, limit: Int) throws(SafeFileRefusal) {
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
    guard info.st_size <= limit else { throw .tooLarge(size: Int(info.st_size)) }
  }

  private static func readAll(_ descriptor: Int32, atMost limit: Int) throws(SafeFileRefusal)
    -> Data
  {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limit {
      let count = posixRead(descriptor, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(reason: lastError()) }
      if count == 0 { return Data(bytes) }
      bytes += chunk[..<count]
    }
    throw .tooLarge(size: bytes.count)
  }

  /// What `errno` says, in words.
  static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

/// POSIX `read`, named apart from `SafeFile.read(_:atMost:followingLinks:)`.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
