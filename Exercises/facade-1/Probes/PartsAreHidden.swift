// check: the facade's parts are hidden (private or fileprivate): no other file reaches them
@testable import Exercise

func probe(_ library: MusicLibrary) {
  _ = library.albums
  // expected-error@+1 {{'storage' is inaccessible due to}}
  _ = library.storage
  // expected-error@+1 {{'log' is inaccessible due to}}
  _ = library.log
}
