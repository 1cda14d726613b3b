// check: RecentAlbums is still a strict singleton: nothing outside its file can make one
@testable import Exercise

func probe() {
  // expected-error@+1 {{'RecentAlbums' initializer is inaccessible due to}}
  _ = RecentAlbums()
  _ = RecentAlbums.shared
}
