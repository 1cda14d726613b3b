import Foundation
import Synchronization

// snippet.keptFile
/// A file the app keeps between runs (the state, the order, the shelves), with the
/// discipline every such file needs written once: a bounded read by descriptor that
/// follows no link, a file that is not the app's set aside as `NAME.bad-N` with the
/// reason, a write whole or not at all, a lock that two saves take in turn, and no save
/// over another instance's: a file that changed since this one read it is kept, this
/// save refused, and the caller told. Cocoa's counterpart is `UIDocument` (`NSDocument`
/// on the Mac) with its file coordinator.
///
/// It keeps bytes and never reads their meaning: what they mean is `decode`'s business
/// (a `KeptFormat` reads a versioned JSON document).
///
/// ```swift
/// let kept = KeptFile(named: "order", in: folder)
/// if case .loaded(let id) = kept.load(format.decoded) { … }
/// try kept.save(format.encoded(contents))
/// ```
public final class KeptFile: Sendable {
  /// The file, in the app's state folder.
  public let file: URL
  /// The most bytes a load reads; a save of more is refused, so every save loads back.
  public let largestFile: Int
  let writer: AtomicFileWriter
  /// Set when a file that is not the app's could not be moved aside: saving would lose it.
  private let notOursInPlace = Mutex(false)
  /// The file as this instance last read or wrote it; a save refuses to replace another.
  private let lastSeen = Mutex(LastSeen.nothingRead)

  private enum LastSeen {
    /// No load yet (`--fresh`): a save replaces whatever is there.
    case nothingRead
    /// The file's identity, `nil` for no file.
    case known(FileIdentity?)
  }

  /// `name` in `folder`; the folder is made (this user's only) on the first save.
  public convenience init(named name: String, in folder: URL) {
    self.init(
      file: folder.appendingPathComponent(name), largestFile: Self.largestFile,
      writer: AtomicFileWriter())
  }

  init(file: URL, largestFile: Int, writer: AtomicFileWriter) {
    self.file = file
    self.largestFile = largestFile
    self.writer = writer
  }

  /// The folder the file is in, and the lock every save in it takes.
  public var folder: URL { file.deletingLastPathComponent() }
  var lockFile: URL { folder.appendingPathComponent("state.lock") }
  // snippet.end

  // snippet.load
  /// What the file holds, as `decode` reads it. A file that cannot be read, or that
  /// `decode` refuses, is renamed to the first free `NAME.bad-N` and the outcome says so.
  public func load<Contents>(
    _ decode: (Data) throws(KeptFileProblem) -> Contents
  ) -> KeptFileLoad<Contents> {
    do throws(KeptFileProblem) {
      guard let data = try read() else {
        lastSeen.withLock { $0 = .known(nil) }
        return .nothingSaved
      }
      // Looked at just after the read: a save from another instance in between would
      // be taken for the one read (a window of microseconds, at a launch).
      let identity = FileIdentity.of(file)
      let contents = try decode(data)
      lastSeen.withLock { $0 = .known(identity) }
      return .loaded(contents)
    } catch {
      let keptAs = SafeFile.setAside(file)
      if keptAs == nil { notOursInPlace.withLock { $0 = true } }
      lastSeen.withLock { $0 = .known(FileIdentity.of(file)) }
      return .setAside(problem: error, keptAs: keptAs)
    }
  }
  // snippet.end

  /// The file's bytes, or `nil` when there is none. A link in its place is refused, not
  /// followed: the file is the app's own.
  private func read() throws(KeptFileProblem) -> Data? {
    do throws(SafeFileRefusal) {
      return try SafeFile.read(file.path, atMost: largestFile, followingLinks: false)
    } catch {
      switch error {
      case .missing: return nil
      case .notRegular: throw .notOurs("not a regular file")
      case .tooLarge(let size): throw .notOurs("\(size) bytes, more than \(largestFile)")
      case .unreadable(let reason): throw .cannotRead(reason)
      }
    }
  }

  // snippet.save
  /// Puts `data` in the file, whole or not at all, unless another instance has saved
  /// it since this one read it.
  ///
  /// Two instances over one folder each hold what they read; whichever saves last would
  /// silently undo the other's changes. So a save holds `state.lock` in the folder (a
  /// `flock`: two saves never interleave, one waits for the other) and, under it, checks
  /// that the file is still the one this instance last read or wrote. If not, the other
  /// instance's file is kept and this save refused, saying so: the lock alone would only
  /// order the two writes, and the check alone could be overtaken between the look and
  /// the rename. An instance that read nothing (`--fresh`) replaces the file.
  ///
  /// - Throws: `KeptFileSaveError` when the folder cannot be made or written, when a
  ///   file that is not the app's is still in the way, when `data` is more than a load
  ///   reads, or when another instance saved since; the file is then as it was.
  public func save(_ data: Data) throws(KeptFileSaveError) {
    let name = file.lastPathComponent
    guard !notOursInPlace.withLock({ $0 }) else {
      throw KeptFileSaveError("\(file.path) could not be read nor moved aside; left as it is")
    }
    guard data.count <= largestFile else {
      throw KeptFileSaveError(
        "\(name) would be \(data.count) bytes, more than the \(largestFile) a launch reads"
          + " back; it is kept as it was")
    }
    let outcome: Result<Void, KeptFileSaveError>
    do throws(FileWriteError) {
      try SafeFile.makeFolders(folder)
      outcome = try FileLock.holding(lockFile) { replaceFile(with: data) }
    } catch {
      throw KeptFileSaveError(error.description)
    }
    try outcome.get()
  }
  // snippet.end

  /// Writes `data` as the file, if it is still the one this instance knows; under the
  /// lock, so no other save is under way and a killed one's files can go.
  private func replaceFile(with data: Data) -> Result<Void, KeptFileSaveError> {
    let found = FileIdentity.of(file)
    if case .known(let expected) = lastSeen.withLock({ $0 }), found != expected {
      return .failure(
        KeptFileSaveError(
          "another instance saved \(file.lastPathComponent) since this one read it;"
            + " its file is kept, this one's changes are not"))
    }
    AtomicFileWriter.removeLeftovers(of: file)
    do throws(FileWriteError) {
      try writer.write(data, to: file)
    } catch {
      return .failure(KeptFileSaveError(error.description))
    }
    lastSeen.withLock { $0 = .known(FileIdentity.of(file)) }
    return .success(())
  }

  // snippet.limit
  /// The largest library the app is made for (the README's performance goal).
  public static let largestLibrary = 100_000
  /// What a load reads at most: a kilobyte for each album of the largest library, five
  /// times what an album of the tutorial's takes in `state.json`, so that the app's own
  /// save of such a library is never refused, while a file far larger (or one that
  /// never ends) is not read into memory.
  public static let largestFile = largestLibrary * 1024
  // snippet.end
}
