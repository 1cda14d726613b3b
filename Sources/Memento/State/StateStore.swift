import AppSupport
import Foundation
import Synchronization

// snippet.caretaker
/// The caretaker: keeps the app's memento in `state.json` in its folder, and hands it
/// back on the next launch. It never looks inside: a memento is bytes to it, written
/// whole or not at all, and a file it cannot restore is kept aside, never overwritten.
///
/// ```swift
/// let store = StateStore(folder: folder)
/// if case .restored(let memento) = store.load() { controller.restore(from: memento) }
/// try store.save(controller.makeMemento())
/// ```
public final class StateStore: Sendable {
  /// The folder the state lives in; made on the first save.
  public let folder: URL
  /// `state.json` in `folder`.
  public var file: URL { folder.appendingPathComponent("state.json") }
  let writer: AtomicFileWriter
  /// Set when an unrestorable file could not be moved aside: saving would lose it.
  private let badFileInPlace = Mutex(false)
  /// The state file as this store last read or wrote it; a save refuses to replace
  /// another.
  private let lastSeen = Mutex(LastSeen.nothingRead)

  private enum LastSeen {
    /// No load yet: a save replaces whatever is there.
    case nothingRead
    /// The file's identity, `nil` for no file.
    case known(FileIdentity?)
  }

  public convenience init(folder: URL) {
    self.init(folder: folder, writer: AtomicFileWriter())
  }

  init(folder: URL, writer: AtomicFileWriter) {
    self.folder = folder
    self.writer = writer
  }

  /// Saves `memento` in place of the last one, unless another instance of the app has
  /// saved since this one read the file.
  ///
  /// Two instances over one folder each hold the state they read; whichever saves last
  /// would silently undo the other's changes. So a save holds `state.lock` in the
  /// folder (a `flock`: two saves never interleave, and one waits for the other) and,
  /// under it, checks that `state.json` is still the file this store last read or
  /// wrote. If not, the other instance's file is kept and this save refused, saying so:
  /// the lock alone would only order the two writes, and the check alone could be
  /// overtaken between the look and the rename. A store that read nothing (`--fresh`)
  /// replaces the file.
  ///
  /// - Throws: `StateSaveError` when the folder cannot be made or written, when an
  ///   unrestorable file is still in the way, when the state is larger than a launch
  ///   reads back, or when another instance saved since; the file on disk is then
  ///   unchanged.
  public func save(_ memento: LibraryMemento) throws(StateSaveError) {
    guard !badFileInPlace.withLock({ $0 }) else {
      throw StateSaveError("\(file.path) could not be restored nor moved aside; left as it is")
    }
    let data = memento.archive
    guard data.count <= Self.largestFile else {
      throw StateSaveError(
        "the state is \(data.count) bytes, more than the \(Self.largestFile) a launch reads"
          + " back; \(file.lastPathComponent) is kept as it was")
    }
    let outcome: Result<Void, StateSaveError>
    do throws(FileWriteError) {
      try SafeFile.makeFolders(folder)
      outcome = try FileLock.holding(folder.appendingPathComponent("state.lock")) {
        replaceFile(with: data)
      }
    } catch {
      throw StateSaveError(error.description)
    }
    try outcome.get()
  }
  // snippet.end

  /// Writes `data` as the state file, if it is still the one this store knows; under
  /// the lock, so no other save is under way and a killed one's files can go.
  private func replaceFile(with data: Data) -> Result<Void, StateSaveError> {
    let found = FileIdentity.of(file)
    if case .known(let expected) = lastSeen.withLock({ $0 }), found != expected {
      return .failure(
        StateSaveError(
          "another instance saved \(file.lastPathComponent) since this one read it;"
            + " its state is kept, this one's changes are not"))
    }
    AtomicFileWriter.removeLeftovers(of: file)
    do throws(FileWriteError) {
      try writer.write(data, to: file)
    } catch {
      return .failure(StateSaveError(error.description))
    }
    lastSeen.withLock { $0 = .known(FileIdentity.of(file)) }
    return .success(())
  }

  // snippet.load
  /// The memento saved last, if there is one that can be restored. A file that cannot
  /// be (empty, broken, cut short, from a newer version) is renamed
  /// `state.json.bad-N`, N the first number not taken, and the outcome says so.
  public func load() -> StateLoadOutcome {
    do throws(StateFileProblem) {
      guard let data = try readFile() else {
        lastSeen.withLock { $0 = .known(nil) }
        return .nothingSaved
      }
      // Looked at just after the read: a save from another instance in between would
      // be taken for this one's file (a window of microseconds, at a launch).
      let identity = FileIdentity.of(file)
      let memento = try LibraryMemento(archive: data)
      lastSeen.withLock { $0 = .known(identity) }
      return .restored(memento)
    } catch {
      let keptAs = setAside()
      lastSeen.withLock { $0 = .known(FileIdentity.of(file)) }
      return .setAside(problem: error, keptAs: keptAs)
    }
  }
  // snippet.end

  /// The file's bytes, or `nil` when there is no file. A link in its place is refused,
  /// not followed: the state file is the app's own.
  private func readFile() throws(StateFileProblem) -> Data? {
    do throws(SafeFileRefusal) {
      return try SafeFile.read(file.path, atMost: Self.largestFile, followingLinks: false)
    } catch {
      switch error {
      // None yet: nothing saved.
      case .missing: return nil
      case .notRegular: throw .notAStateFile("not a regular file")
      case .tooLarge(let size):
        throw .notAStateFile("\(size) bytes, more than \(Self.largestFile)")
      case .unreadable(let reason): throw .cannotRead(reason)
      }
    }
  }

  /// Far more than the state of any library this app shows.
  static let largestFile = 16 << 20

  /// Moves the file aside as `state.json.bad-N`; when that fails, no save will
  /// overwrite it.
  private func setAside() -> URL? {
    guard let kept = SafeFile.setAside(file) else {
      badFileInPlace.withLock { $0 = true }
      return nil
    }
    return kept
  }
}

/// Why the state could not be saved. The app says so and goes on; the old state file,
/// if any, is untouched.
public struct StateSaveError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// What `StateStore.load()` found.
public enum StateLoadOutcome: Sendable {
  /// No state file: the first run, or one with `--state-dir` pointing somewhere new.
  case nothingSaved
  case restored(LibraryMemento)
  /// A file that could not be restored; `keptAs` is its new name, `nil` if the folder
  /// would not let it be renamed (it then stays, and is not overwritten).
  case setAside(problem: StateFileProblem, keptAs: URL?)
}
