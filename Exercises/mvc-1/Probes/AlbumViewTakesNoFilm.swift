// check: AlbumView is unchanged: it still takes a cover address, not a film
import MVC

@testable import Exercise

@MainActor func probe(_ film: Film) {
  // A Film is no String: AlbumView still knows nothing of films.
  // expected-error@+1 {{cannot convert value of type 'Film' to expected argument type 'String'}}
  _ = AlbumView(frame: .zero, albumCover: film)
  _ = AlbumView(frame: .zero, albumCover: film.posterUrl)
}
