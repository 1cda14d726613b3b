// The checks of exercise strategy-1. Read them; do not edit them.
import ExerciseSupport
import Foundation
import MVC
import Strategy

let library = [
  album("Blue", genre: "Folk"), album("Abbey Road", genre: "Rock"),
  album("Hejira", genre: "folk"), album("Kind of Blue", genre: "Jazz"),
  album("Abbey Road", genre: "Jazz"), album("Court and Spark", genre: "Folk"),
]

func album(_ title: String, genre: String) -> Album {
  Album(title: title, artist: "", genre: genre, coverUrl: "", year: "")
}

func album(_ fields: ExerciseSupport.AlbumFields) -> Album {
  Album(
    title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: "", year: fields.year
  )
}

/// Whether `text` is plain ASCII, where A to Z has one meaning whatever the locale.
func isASCII(_ text: String) -> Bool { text.unicodeScalars.allSatisfy(\.isASCII) }

func shown(_ albums: [Album]) -> [String] {
  albums.map { "\($0.genre): \($0.title)" }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the albums are grouped by genre, A to Z, titles A to Z within one") {
        try expectEqual(
          shown(AlbumArrangement(of: library, in: GenreOrder()).albums),
          [
            "Folk: Blue", "Folk: Court and Spark", "folk: Hejira", "Jazz: Abbey Road",
            "Jazz: Kind of Blue", "Rock: Abbey Road",
          ], "the arrangement by genre")
      },
      Check("an album ties with itself, and swapping two albums swaps the answer") {
        let order = GenreOrder()
        for first in library {
          try expect(
            order.compare(first, first) == .orderedSame,
            "compare(\(first.title), itself) is not .orderedSame: an order must be a strict "
              + "weak ordering, or the sort has no one right answer")
          for second in library {
            let there = order.compare(first, second).rawValue
            let back = order.compare(second, first).rawValue
            try expect(
              there == -back,
              "\(first.title) (\(first.genre)) and \(second.title) (\(second.genre)) give "
                + "\(there) one way and \(back) the other: swapping them must swap the answer")
          }
        }
      },
      Check("any two albums: the genre decides whatever the case, and within one the titles") {
        let order = GenreOrder()
        try forAll(Generators.albums(count: 0...8)) { library in
          let albums = library.map(album)
          for (first, one) in zip(albums, library) {
            for (second, other) in zip(albums, library) {
              let answer = order.compare(first, second)
              if first.genre.lowercased() == second.genre.lowercased() {
                try expect(
                  answer == AlbumOrders.byTitle.compare(first, second),
                  "\(one) and \(other) share a genre, so by title decides, but the answer is "
                    + "\(answer.rawValue): within a genre only the titles count, compared as by "
                    + "title compares them")
              } else if isASCII(first.genre) && isASCII(second.genre) {
                try expect(
                  answer == first.genre.lowercased().compare(second.genre.lowercased()),
                  "\(one) and \(other) differ in genre, so the genres decide, A to Z, but the "
                    + "answer is \(answer.rawValue)")
              } else {
                try expect(answer != .orderedSame, "\(one) and \(other) differ in genre, yet tie")
              }
              for (third, another) in zip(albums, library)
              where answer != .orderedDescending
                && order.compare(second, third) != .orderedDescending
              {
                try expect(
                  order.compare(first, third) != .orderedDescending,
                  "\(one) comes no later than \(other), and that no later than \(another), yet "
                    + "the first comes after the last: an order must be transitive")
              }
            }
          }
        }
      },
      Check("its id and name are its own, so the saved choice is never ambiguous") {
        let order = GenreOrder()
        try expect(!order.id.isEmpty && !order.name.isEmpty, "give the order an id and a name")
        for other in AlbumOrders.all {
          try expect(
            order.id != other.id,
            "the id \"\(order.id)\" is \(other.name)'s: the state folder keeps only the id, so "
              + "after a restart the app would show \(other.name) instead")
          try expect(order.name != other.name, "the name \"\(order.name)\" is taken")
        }
      },
      Check("the cycle offers it and finds it again by its id") {
        var cycle = OrderCycle(AlbumOrders.all + [GenreOrder()])
        try expect(cycle.choose(id: GenreOrder().id), "a saved \"\(GenreOrder().id)\" is found")
        try expectEqual(cycle.current.name, GenreOrder().name, "the current order")
      },
    ])
  }
}
