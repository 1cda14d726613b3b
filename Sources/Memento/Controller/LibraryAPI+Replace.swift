import Facade
import MVC

/// What replacing the albums needs of a library: the facade's own add and delete. A
/// protocol so that a test can hand in a library that refuses.
protocol AlbumReplacing: AnyObject {
  var albums: [Album] { get }
  @discardableResult
  func deleteAlbum(at index: Int) throws(LibraryError) -> Task<PostOutcome, Never>
  @discardableResult
  func addAlbum(_ album: Album, at index: Int) throws(LibraryError) -> Task<PostOutcome, Never>
}

extension LibraryAPI: AlbumReplacing {}

extension AlbumReplacing {
  /// Makes `albums` the library's albums, through the facade's own add and delete, so
  /// the storage stays the facade's business. Online, each change is posted.
  ///
  /// - Throws: the first refusal; the library then holds what was done until then.
  func replaceAlbums(with albums: [Album]) throws(LibraryError) {
    // Each album is asked for once, from the last: a refused delete ends the loop
    // instead of being asked again.
    for index in self.albums.indices.reversed() { try deleteAlbum(at: index) }
    for album in albums { try addAlbum(album, at: self.albums.count) }
  }
}
