// check: oneLine() changes nothing: it can be asked of a `let` album
import MVC

@testable import Exercise

func probe(_ album: Album) -> String {
  let constant = album
  return constant.oneLine()
}
