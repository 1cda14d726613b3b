// check: a caller can delete and undo through the facade alone; storage and deletions stay hidden
import MVC

@testable import Exercise

@MainActor func probe(_ library: MusicLibrary) {
  try? library.deleteAlbum(at: 0)
  let restored: Bool = library.restoreLastDeleted()
  let shown: [Album] = library.albums
  print(restored, shown.count)
  // expected-error@+1 {{'storage' is inaccessible due to}}
  _ = library.storage
  // expected-error@+1 {{'deletions' is inaccessible due to}}
  _ = library.deletions
}
