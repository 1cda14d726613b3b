import AppSupport
import Foundation

// snippet.caretaker
/// The caretaker: keeps the app's memento in `state.json` in its folder, and hands it
/// back on the next launch. It never looks inside: a memento is bytes to it, and how a
/// file is kept (read bounded, written whole or not at all, set aside when it is not the
/// app's, never saved over another instance's) is the platform's `KeptFile`.
///
/// ```swift
/// let store = StateStore(folder: folder)
/// if case .loaded(let memento) = store.load() { controller.restore(from: memento) }
/// try store.save(controller.makeMemento())
/// ```
public final class StateStore: Sendable {
  /// `state.json`, kept.
  public let kept: KeptFile

  /// The state in `folder`, made on the first save.
  public init(folder: URL) {
    kept = KeptFile(named: "state.json", in: folder)
  }

  /// Keeps `memento`'s bytes in place of the last ones.
  ///
  /// - Throws: `KeptFileSaveError` saying why not (another instance saved since this one
  ///   read, the folder cannot be written, …); the file is then as it was.
  public func save(_ memento: LibraryMemento) throws(KeptFileSaveError) {
    try kept.save(memento.archive)
  }

  /// The memento saved last; a file that is no memento is set aside.
  public func load() -> StateLoadOutcome {
    kept.load(LibraryMemento.init(archive:))
  }
}
// snippet.end

extension StateStore {
  /// The folder the state lives in.
  public var folder: URL { kept.folder }
  /// `state.json` in `folder`.
  public var file: URL { kept.file }
}

/// What `StateStore.load()` found: nothing, a memento, or a file set aside.
public typealias StateLoadOutcome = KeptFileLoad<LibraryMemento>
