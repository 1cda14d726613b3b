// Given with exercise adapter-1. Read it; do not edit it: it belongs to the shop.

/// A record shop's listing, as the shop's own code keeps it: its own names, a year
/// that is a number, a sleeve picture that may be missing. The shop changes a listing
/// in place when it corrects it.
final class ShopListing {
  var albumName: String
  var performer: String
  var style: String
  var pressingYear: Int
  var sleeve: String?

  init(albumName: String, performer: String, style: String, pressingYear: Int, sleeve: String?) {
    self.albumName = albumName
    self.performer = performer
    self.style = style
    self.pressingYear = pressingYear
    self.sleeve = sleeve
  }
}
