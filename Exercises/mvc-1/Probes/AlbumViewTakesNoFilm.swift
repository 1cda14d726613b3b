// check: AlbumView is unchanged: it still takes a cover address, not a film
import MVC
import TerminalKit

@MainActor func probe(_ film: Film) {
  _ = AlbumView(frame: .zero, albumCover: film)  // expected-error {{cannot convert value of type 'Film' to expected argument type 'String'}}
}
