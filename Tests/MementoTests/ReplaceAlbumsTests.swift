import MVC
import Singleton
import WorkbookTestSupport
import XCTest

@testable import Facade
@testable import Memento

/// Putting restored albums back stops at the facade's first refusal: it says so, and
/// does not ask again.
final class ReplaceAlbumsTests: XCTestCase {
  func testARefusedDeleteEndsTheReplaceWithTheRefusal() {
    let library = RefusingLibrary(albums: PersistencyManager.tutorialAlbums)
    XCTAssertThrowsError(try library.replaceAlbums(with: [.bestOfBowie])) { error in
      XCTAssertEqual(error as? LibraryError, RefusingLibrary.refusal)
    }
    XCTAssertEqual(library.deletesAsked, 1, "a refused delete is not asked again")
    XCTAssertEqual(library.albums.count, 5, "nothing added after the refusal")
  }

  /// Any albums, over any library: in their order, an album the list holds twice
  /// kept twice, one the library already holds kept once.
  func testTheAlbumsAreReplacedInOrder() throws {
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    let wanted = Array(PersistencyManager.tutorialAlbums.reversed().prefix(2))
    try library.replaceAlbums(with: wanted)
    XCTAssertEqual(library.albums, wanted)

    let pool = PersistencyManager.tutorialAlbums + [.bestOfBowie]
    let pick = Generators.array(of: Generators.int(in: 0...(pool.count - 1)), length: 0...8)
    let cases = pick.flatMap { before in pick.map { after in (before, after) } }
    assertForAll(cases) { before, after in
      let library = LibraryAPI(
        persistencyManager: PersistencyManager(albums: before.map { pool[$0] }), httpClient: nil)
      try library.replaceAlbums(with: after.map { pool[$0] })
      try expectEqual(library.albums, after.map { pool[$0] }, "the library after the replace")
    }
  }
}

/// A library whose every delete is refused. After many refusals it gives in, so that
/// a replace that keeps asking ends (and the test fails) instead of hanging.
private final class RefusingLibrary: AlbumReplacing {
  static let refusal = LibraryError.noSuchIndex(0, albumCount: 5)
  var albums: [Album]
  var deletesAsked = 0

  init(albums: [Album]) { self.albums = albums }

  func deleteAlbum(at index: Int) throws(LibraryError) -> Task<PostOutcome, Never> {
    deletesAsked += 1
    guard deletesAsked > 100 else { throw Self.refusal }
    albums.remove(at: index)
    return Task { .offline }
  }

  func addAlbum(_ album: Album, at index: Int) throws(LibraryError) -> Task<PostOutcome, Never> {
    albums.insert(album, at: min(index, albums.count))
    return Task { .offline }
  }
}
