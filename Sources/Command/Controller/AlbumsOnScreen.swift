import MVC

// snippet.albumsOnScreen
/// The library's albums as a screen shows them: which ones, in which order, each still
/// known by its index in the library. The library keeps the albums as they were added,
/// and deleting, undoing and saving all speak of those indices; only the screen speaks
/// of positions, and it translates here, at one place.
///
/// ```swift
/// let shown = AlbumsOnScreen(libraryIndices: [2, 0], of: albums)  // the third, then the first
/// shown.libraryIndex(atPosition: 0)   // 2
/// shown.position(ofLibraryIndex: 1)   // nil: not shown
/// ```
public struct AlbumsOnScreen: Equatable, Sendable {
  /// The library's indices, in the order the screen shows their albums.
  public let libraryIndices: [Int]
  /// The albums, in the order the screen shows them.
  public let albums: [Album]
  /// Where each library index is shown, by library index; `nil` for one not shown.
  private let positions: [Int?]

  /// The albums of `library` at `libraryIndices`, in that order; an index the library
  /// does not have, or that comes twice, is left out.
  public init(libraryIndices: [Int], of library: [Album]) {
    var positions = [Int?](repeating: nil, count: library.count)
    var kept: [Int] = []
    for index in libraryIndices where library.indices.contains(index) && positions[index] == nil {
      positions[index] = kept.count
      kept.append(index)
    }
    self.libraryIndices = kept
    self.albums = kept.map { library[$0] }
    self.positions = positions
  }
  // snippet.end

  /// The library index of the album shown at `position`; `nil` for no such position.
  public func libraryIndex(atPosition position: Int?) -> Int? {
    guard let position, libraryIndices.indices.contains(position) else { return nil }
    return libraryIndices[position]
  }

  /// Where the album at `libraryIndex` in the library is shown; `nil` for none.
  public func position(ofLibraryIndex libraryIndex: Int?) -> Int? {
    guard let libraryIndex, positions.indices.contains(libraryIndex) else { return nil }
    return positions[libraryIndex]
  }
}
