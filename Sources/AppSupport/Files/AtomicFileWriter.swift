import Foundation
import POSIXCalls

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// snippet.atomic
/// Replaces a file so that a reader, or a program killed at any moment, finds the old
/// contents or the new, never a mix: the bytes go to a new temporary file beside it,
/// are flushed to the disk, and only then does one `rename` put them in the file's
/// place. A rename within one folder is atomic in POSIX: the name points at the old
/// file or at the new one.
///
/// Why not `Data.write(to:options: .atomic)`: on Linux, swift-corelibs-foundation takes
/// it from swift-foundation (`FoundationEssentials`, `Data+Writing.swift`), the code
/// recent macOS builds its Foundation from too. It does write a temporary file beside
/// the target, `fsync` it and rename it, and that is enough for a cache whose file can
/// be fetched again. For the state it falls short three ways: it never flushes the
/// folder, so a power cut can lose the rename; its temporary file is made with mode
/// 0666 less the umask (and on Linux the old file's mode is not carried over), not
/// this user's 0600; and when `rename` fails with `EBUSY` it writes the file in place,
/// with `EINVAL` it swaps the names in two steps, neither of them atomic. Like it,
/// this writer replaces a symbolic link at the path, not the file the link leads to.
public struct AtomicFileWriter: Sendable {
  /// The steps of one write, in order.
  public enum Step: Equatable, Sendable {
    /// Create the temporary file; it must not exist yet.
    case create
    /// Write bytes from this offset on.
    case write(offset: Int)
    /// `fsync`: the bytes reach the disk before the name can point at them.
    case flush
    case close
    /// The one atomic step: the file's name now means the new bytes.
    case rename
    /// `fsync` the folder, so the rename itself survives a power cut.
    case flushFolder
  }

  /// How many bytes each `write` call is given.
  var chunkSize = 64 * 1024
  /// Called before each step: tests stop a write there, as a kill would.
  var willPerform: @Sendable (Step) -> Void = { _ in }

  public init() {}

  /// Puts `data` in `file`, whole or not at all.
  ///
  /// - Throws: `FileWriteError` naming the step that failed; `file` is then unchanged
  ///   and the temporary file removed.
  public func write(_ data: Data, to file: URL) throws(FileWriteError) {
    let folder = file.deletingLastPathComponent().path
    let temporary = "\(folder)/\(Self.temporaryName(for: file, id: UUID()))"
    willPerform(.create)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FileWriteError(step: "create \(temporary)") }
    do throws(FileWriteError) {
      try writeAll(data, to: descriptor)
      willPerform(.flush)
      guard fsync(descriptor) == 0 else { throw FileWriteError(step: "flush") }
    } catch {
      _ = close(descriptor)
      _ = unlink(temporary)
      throw error
    }
    willPerform(.close)
    guard close(descriptor) == 0 else {
      _ = unlink(temporary)
      throw FileWriteError(step: "close")
    }
    willPerform(.rename)
    guard rename(temporary, file.path) == 0 else {
      let error = FileWriteError(step: "rename to \(file.path)")
      _ = unlink(temporary)
      throw error
    }
    willPerform(.flushFolder)
    flushFolder(folder)
  }
  // snippet.end

  private func writeAll(_ data: Data, to descriptor: Int32) throws(FileWriteError) {
    let written = data.withUnsafeBytes { bytes in
      POSIXCalls.writeAll(
        bytes, chunkSize: chunkSize, willWrite: { willPerform(.write(offset: $0)) }
      ) {
        POSIXCalls.write(descriptor, $0)
      }
    }
    guard written else { throw FileWriteError(step: "write") }
  }

  /// The temporary file a write of `file` makes: `.NAME.UUID.tmp`, hidden, beside it.
  static func temporaryName(for file: URL, id: UUID) -> String {
    ".\(file.lastPathComponent).\(id.uuidString).tmp"
  }

  /// Removes the temporary files that writes of `file` left when they were killed
  /// before their rename: only regular files named as this writer names them, in the
  /// file's folder (a link of that name is left, and never followed). Call it only
  /// while no other write of `file` can be under way, as under a `FileLock`.
  public static func removeLeftovers(of file: URL) {
    let folder = file.deletingLastPathComponent()
    let prefix = ".\(file.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let id = name.dropFirst(prefix.count).dropLast(".tmp".count)
      guard let uuid = UUID(uuidString: String(id)),
        name == temporaryName(for: file, id: uuid)
      else { continue }
      let path = folder.appendingPathComponent(name).path
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      _ = unlink(path)
    }
  }

  /// Best effort: the new name is in place already; a folder that cannot be flushed
  /// (some file systems refuse) only makes it less durable across a power cut.
  private func flushFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}

/// Why a file could not be written or its folder made, with what the system said.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  /// From `errno`, just after the failing call.
  init(step: String) {
    description = "\(step): \(String(cString: strerror(errno)))"
  }

  public init(_ description: String) {
    self.description = description
  }
}
