// The pattern in miniature: a facade in one file, outside the app.
// Chapter 3 quotes it; `swift run miniature-facade` prints what the chapter shows.

// snippet.parts
/// One part of the subsystem: keeps the titles.
final class Shelf {
  private(set) var titles = ["Best of Bowie", "It's My Life", "Staring at the Sun"]

  func remove(_ title: String) { titles.removeAll { $0 == title } }
}

/// Another part: tells a server about changes (here, prints the request it would send).
final class Courier {
  var isOnline = true

  func post(_ path: String, body: String) { print("POST \(path) \(body)") }
}
// snippet.end

// snippet.essence
final class Library {
  private let shelf = Shelf()
  private let courier = Courier()
  var titles: [String] { shelf.titles }
  func delete(_ title: String) {
    shelf.remove(title)
    if courier.isOnline { courier.post("/api/deleteAlbum", body: title) }
  }
}
// snippet.end

// snippet.use
let library = Library()
library.delete("It's My Life")
print(library.titles)
// snippet.end
