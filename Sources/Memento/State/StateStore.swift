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

  public convenience init(folder: URL) {
    self.init(folder: folder, writer: AtomicFileWriter())
  }

  init(folder: URL, writer: AtomicFileWriter) {
    self.folder = folder
    self.writer = writer
  }

  /// Saves `memento` in place of the last one.
  ///
  /// - Throws: `StateSaveError` when the folder cannot be made or written, or when an
  ///   unrestorable file is still in the way; the file on disk is then unchanged.
  public func save(_ memento: LibraryMemento) throws(StateSaveError) {
    guard !badFileInPlace.withLock({ $0 }) else {
      throw StateSaveError("\(file.path) could not be restored nor moved aside; left as it is")
    }
    do throws(FileWriteError) {
      try SafeFile.makeFolders(folder)
      try writer.write(memento.archive, to: file)
    } catch {
      throw StateSaveError(error.description)
    }
  }
  // snippet.end

  // snippet.load
  /// The memento saved last, if there is one that can be restored. A file that cannot
  /// be (empty, broken, cut short, from a newer version) is renamed
  /// `state.json.bad-N`, N the first number not taken, and the outcome says so.
  public func load() -> StateLoadOutcome {
    do throws(StateFileProblem) {
      guard let data = try readFile() else { return .nothingSaved }
      return .restored(try LibraryMemento(archive: data))
    } catch {
      return .setAside(problem: error, keptAs: setAside())
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
      // None yet, or a folder that cannot be seen into: nothing saved. Saving will then
      // fail too, and say why.
      case .missing: return nil
      case .notRegular: throw .notAStateFile("not a regular file")
      case .tooLarge(let size):
        throw .notAStateFile("\(size) bytes, more than \(Self.largestFile)")
      case .unreadable(let reason): throw .notAStateFile(reason)
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
