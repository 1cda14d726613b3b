import Singleton

// snippet.error
/// A change the library refused, in the facade's own words.
///
/// The storage behind the facade has an error type of its own, but callers with only
/// `import Facade` cannot name it; throwing it would hand them a piece of the hidden
/// part. So the facade translates.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `index` is not a place for the change: no album there to delete, or, for an add,
  /// below zero. `albumCount` is how many albums the library held.
  case noSuchIndex(Int, albumCount: Int)

  /// The storage's refusal, said in the facade's words.
  init(_ refusal: PersistencyError) {
    switch refusal {
    case .indexOutOfRange(let index, let count): self = .noSuchIndex(index, albumCount: count)
    }
  }

  public var description: String {
    switch self {
    case .noSuchIndex(let index, let albumCount):
      "index \(index) is not in the library, which holds \(albumCount) album"
        + (albumCount == 1 ? "" : "s")
    }
  }
}
// snippet.end
