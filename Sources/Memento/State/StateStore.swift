import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    try makeFolder()
    try writer.write(memento.archive, to: file)
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

  /// The file's bytes, or `nil` when there is no file.
  private func readFile() throws(StateFileProblem) -> Data? {
    var info = stat()
    // No file to be seen (none yet, or a folder that cannot be): nothing saved. Saving
    // will then fail too, and say why.
    guard lstat(file.path, &info) == 0 else { return nil }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notAStateFile("not a regular file") }
    guard info.st_size <= Self.largestFile else {
      throw .notAStateFile("\(info.st_size) bytes, more than \(Self.largestFile)")
    }
    do {
      return try Data(contentsOf: file)
    } catch {
      throw .notAStateFile(Self.reason(error))
    }
  }

  /// Makes `folder` and any folder above it that is missing, for this user only (the
  /// XDG spec's 0700).
  private func makeFolder() throws(StateSaveError) {
    var path = ""
    for component in folder.standardizedFileURL.pathComponents.dropFirst() {
      path += "/" + component
      guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
        throw StateSaveError(step: "cannot make \(path)")
      }
    }
    var info = stat()
    guard stat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw StateSaveError("cannot make \(folder.path): not a folder")
    }
  }

  /// Far more than the state of any library this app shows.
  static let largestFile = 16 << 20

  /// Renames the file to the first free `state.json.bad-N`. `link` refuses a name that
  /// exists, so no earlier kept file is ever replaced. Returns `nil` (and no save will
  /// overwrite the file) when the folder refuses.
  private func setAside() -> URL? {
    for number in 1...1000 {
      let kept = folder.appendingPathComponent("state.json.bad-\(number)")
      if link(file.path, kept.path) == 0 {
        _ = unlink(file.path)
        return kept
      }
      if errno == EEXIST { continue }
      // Not a file link can take (a folder): rename, having checked the name is free.
      var info = stat()
      if lstat(kept.path, &info) != 0, errno == ENOENT, rename(file.path, kept.path) == 0 {
        return kept
      }
      break
    }
    badFileInPlace.withLock { $0 = true }
    return nil
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
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
