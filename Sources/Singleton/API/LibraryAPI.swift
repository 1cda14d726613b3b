import Synchronization

// snippet.libraryAPI
/// The one door to the album library: code that asks `LibraryAPI.shared` always
/// reaches the same instance, and there is no other to reach.
///
/// `Sendable`, so any thread or task may use it: it has no mutable state of its own,
/// and the count of instances made is guarded by a `Mutex`. The Facade chapter
/// reshapes it: a `LibraryAPI` of its own that owns the library.
public final class LibraryAPI: Sendable {
  /// The one instance. Swift initialises a `static let` lazily, on first use, exactly
  /// once, even when many threads reach it at the same moment.
  public static let shared = LibraryAPI()

  /// The only way to make one is `shared`: `LibraryAPI()` outside this file does not
  /// compile.
  private init() {
    instanceNumber = Self.instancesMadeSoFar.withLock { count in
      count += 1
      return count
    }
  }
  // snippet.end

  /// Which instance this is, counting from 1. For a singleton it is always 1.
  public let instanceNumber: Int

  /// How many `LibraryAPI`s this process has made: 0 before the first access to
  /// `shared`, 1 ever after.
  public static var instancesMade: Int { instancesMadeSoFar.withLock { $0 } }

  private static let instancesMadeSoFar = Mutex(0)
}
