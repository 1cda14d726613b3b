// check: the facade's three parts are hidden (private or fileprivate): no other file reaches them
@testable import Exercise

func probe(_ library: SyncedLibrary) {
  _ = library.albums
  // expected-error@+1 {{'storage' is inaccessible due to}}
  _ = library.storage
  // expected-error@+1 {{'uploader' is inaccessible due to}}
  _ = library.uploader
  // expected-error@+1 {{'connectivity' is inaccessible due to}}
  _ = library.connectivity
}
