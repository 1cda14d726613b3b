// check: the facade's parts are hidden: no other file can reach its storage or its log
@testable import Exercise

func probe(_ library: MusicLibrary) {
  _ = library.albums
  // expected-error@+1 {{'storage' is inaccessible due to 'private' protection level}}
  _ = library.storage
  // expected-error@+1 {{'log' is inaccessible due to 'private' protection level}}
  _ = library.log
}
