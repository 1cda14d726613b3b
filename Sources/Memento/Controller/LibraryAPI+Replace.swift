import Facade
import MVC

extension LibraryAPI {
  /// Makes `albums` the library's albums, through the facade's own add and delete, so
  /// the storage stays the facade's business. Online, each change is posted.
  func replaceAlbums(with albums: [Album]) {
    // Neither call can throw here: index 0 exists while the library is not empty, and
    // an index at the end is always a place to add.
    while !self.albums.isEmpty { _ = try? deleteAlbum(at: 0) }
    for album in albums { _ = try? addAlbum(album, at: self.albums.count) }
  }
}
