import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a lock file, for work that two running copies of the app
/// must not do at once. The lock is advisory: it keeps out every program that takes
/// it, and no other.
public enum FileLock {
  /// Runs `body` holding the lock on `lockFile` (made 0600 when missing; a link in its
  /// place is refused), waiting while another process holds it. The lock goes with the
  /// descriptor, so a process killed while holding it lets it go.
  ///
  /// - Throws: `FileWriteError` when the lock file cannot be opened or locked.
  public static func holding<T>(_ lockFile: URL, _ body: () -> T) throws(FileWriteError) -> T {
    let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw FileWriteError(step: "open \(lockFile.path)") }
    defer { _ = close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw FileWriteError(step: "lock \(lockFile.path)") }
    }
    return body()
  }
}

/// Which file a name points at, and which version of it: a file replaced by a rename
/// is a new inode, one rewritten in place has a new size or time.
public struct FileIdentity: Equatable, Sendable {
  private let device: UInt64
  private let inode: UInt64
  private let size: Int64
  private let modifiedSeconds: Int
  private let modifiedNanoseconds: Int

  /// The identity of what `file` names (a link itself, not what it leads to); `nil`
  /// when nothing does.
  public static func of(_ file: URL) -> FileIdentity? {
    var info = stat()
    guard lstat(file.path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return FileIdentity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
  }
}
