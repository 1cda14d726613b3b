// snippet.choices
/// The orders the screen offers, in the order the `o` key goes through them. Each is
/// written in a file of its own, its type private to that file: nothing else in the
/// app can name it, so nothing can ask which one it holds. A new order is one new
/// file and its place in `all`.
public enum AlbumOrders {
  public static let all: [any AlbumOrder] = [asAdded, byTitle, byArtist, byYear]
}
// snippet.end
