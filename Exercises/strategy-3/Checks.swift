// The checks of exercise strategy-3. Read them; do not edit them.
import ExerciseSupport
import Foundation
import MVC
import Strategy

let library = [
  album("Blue", by: "Joni Mitchell"), album("Greatest Hits", by: "Queen"),
  album("Hejira", by: "Joni Mitchell"), album("Greatest Hits", by: "ABBA"),
  album("Low", by: "David Bowie"),
]

func album(_ title: String, by artist: String) -> Album {
  Album(title: title, artist: artist, genre: "", coverUrl: "", year: "")
}

func counts(_ views: [Int: Int]) -> ViewCounts {
  let counts = ViewCounts()
  for (index, times) in views {
    for _ in 0..<times { counts.view(library[index]) }
  }
  return counts
}

/// A generated library, whose albums often share a title, an artist or more, and the
/// views of it (indices into it) in the order they happened.
struct Viewing: Sendable, CustomStringConvertible {
  let library: [ExerciseSupport.AlbumFields]
  let views: [Int]

  var albums: [Album] {
    library.map {
      Album(title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "", year: $0.year)
    }
  }

  var description: String { "\(library), viewed \(views.map { "#\($0)" })" }

  static let any = Generators.albums(count: 1...8).flatMap { library in
    Generators.array(of: Generators.int(in: 0...library.count - 1), length: 0...16).map {
      Viewing(library: library, views: $0)
    }
  }
}

func shown(_ order: any AlbumOrder) -> [String] {
  AlbumArrangement(of: library, in: order).albums.map { "\($0.title) (\($0.artist))" }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the most viewed come first; equally viewed ones stay in library order") {
        try expectEqual(
          shown(MostViewedOrder(counts: counts([3: 5, 4: 2, 1: 1, 2: 2]))),
          [
            "Greatest Hits (ABBA)", "Hejira (Joni Mitchell)", "Low (David Bowie)",
            "Greatest Hits (Queen)", "Blue (Joni Mitchell)",
          ], "most viewed first; two albums of one title counted apart")
      },
      Check("any views of any library: the most viewed first, ties in library order") {
        try forAll(Viewing.any) { viewing in
          let albums = viewing.albums
          let viewed = ViewCounts()
          for index in viewing.views { viewed.view(albums[index]) }
          var times: [Album: Int] = [:]
          for index in viewing.views { times[albums[index], default: 0] += 1 }
          let expected = albums.indices.sorted {
            times[albums[$0], default: 0] > times[albums[$1], default: 0]
          }
          let arranged = AlbumArrangement(of: albums, in: MostViewedOrder(counts: viewed))
          try expect(
            arranged.albums == expected.map { albums[$0] },
            "arranged as \(arranged.libraryIndices.map { "#\($0)" }), not "
              + "\(expected.map { "#\($0)" }): the counts decide, each album (every field of it) "
              + "counted apart, and albums viewed equally often keep their library order")
        }
      },
      Check("views after the order was made, and orders made after it, change nothing of it") {
        let viewed = counts([0: 1])
        let order = MostViewedOrder(counts: viewed)
        for _ in 0..<3 { viewed.view(library[4]) }
        try expectEqual(
          shown(order).first, "Blue (Joni Mitchell)",
          "the order changed after it was made: an order is a value, and every answer "
            + "of one sort must agree, so it keeps the counts it was made with")
        let newer = MostViewedOrder(counts: viewed)
        try expectEqual(shown(newer).first, "Low (David Bowie)", "a new order")
        try expectEqual(
          shown(order).first, "Blue (Joni Mitchell)",
          "the first order changed when a second was made: each order carries the counts it "
            + "was made with, never a place that all orders share")
      },
      Check("an album ties with itself, and swapping two albums swaps the answer") {
        let order = MostViewedOrder(counts: counts([0: 2, 1: 1, 3: 1]))
        for first in library {
          for second in library {
            let there = order.compare(first, second).rawValue
            let back = order.compare(second, first).rawValue
            try expect(
              there == -back && (first != second || there == 0),
              "\(first.title) and \(second.title) give \(there) one way and \(back) the "
                + "other: an order must be a strict weak ordering")
          }
        }
      },
      Check("its id is its own") {
        let id = MostViewedOrder(counts: ViewCounts()).id
        try expect(!AlbumOrders.all.map(\.id).contains(id), "\"\(id)\" is taken")
      },
    ])
  }
}
