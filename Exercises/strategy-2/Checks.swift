// The checks of exercise strategy-2. Read them; do not edit them.
import ExerciseSupport
import Foundation
import MVC
import Singleton
import Strategy

/// Newest first: the opposite of by year, to show which order decides.
struct NewestFirst: AlbumOrder {
  let id = "newest"
  let name = "newest first"
  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    AlbumOrders.byYear.compare(second, first)
  }
}

/// By title under a new name: an order renamed in a later version keeps its id.
struct RenamedByTitle: AlbumOrder {
  let id = AlbumOrders.byTitle.id
  let name = "A to Z"
  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    AlbumOrders.byTitle.compare(first, second)
  }
}

/// An order under an id and a name of its own, answering as `base` does.
struct Relabelled: AlbumOrder {
  let id: String
  let name: String
  let base: any AlbumOrder
  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    base.compare(first, second)
  }
}

/// Orders whose ids run into each other: "year" then "title" and "yeart" then "itle"
/// spell the same letters.
let orders: [any AlbumOrder] =
  AlbumOrders.all + [
    NewestFirst(), Relabelled(id: "yeart", name: "yeart", base: AlbumOrders.byTitle),
    Relabelled(id: "itle", name: "itle", base: AlbumOrders.byYear),
  ]

/// A chain of orders (indices into `orders`) to combine one after the other, and a
/// library to arrange.
struct Chain: Sendable, CustomStringConvertible {
  let parts: [Int]
  let library: [ExerciseSupport.AlbumFields]

  var description: String {
    parts.map { orders[$0].name }.joined(separator: ", then ") + " over "
      + library.description
  }

  static let any = Generators.array(of: Generators.int(in: 0...4), length: 2...4).flatMap {
    parts in Generators.albums(count: 0...6).map { Chain(parts: parts, library: $0) }
  }
}

func titles(_ order: any AlbumOrder) -> [String] {
  AlbumArrangement(of: PersistencyManager.tutorialAlbums, in: order).albums.map(\.title)
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("by year, then by title: the two albums of 2000 by title") {
        try expectEqual(
          titles(AlbumOrders.byYear.then(AlbumOrders.byTitle)),
          [
            "Best of Bowie", "Nothing Like The Sun", "American Pie", "Staring at the Sun",
            "It's My Life",
          ], "the tutorial's albums by year, then by title")
      },
      Check("the tiebreaker speaks only where the first order ties") {
        try expectEqual(
          titles(AlbumOrders.byTitle.then(NewestFirst())), titles(AlbumOrders.byTitle),
          "by title, then newest first: no two titles tie, so newest first has no say")
        try expectEqual(
          titles(NewestFirst().then(AlbumOrders.byTitle)),
          [
            "It's My Life", "American Pie", "Staring at the Sun", "Nothing Like The Sun",
            "Best of Bowie",
          ], "newest first, then by title")
      },
      Check("swapping two albums swaps the combined order's answer") {
        let order = AlbumOrders.byTitle.then(AlbumOrders.byYear)
        let albums = PersistencyManager.tutorialAlbums
        for first in albums {
          for second in albums {
            let there = order.compare(first, second).rawValue
            let back = order.compare(second, first).rawValue
            try expect(
              there == -back,
              "\(first.title) and \(second.title) give \(there) one way and \(back) the other: "
                + "a combined order must stay a strict weak ordering")
          }
        }
      },
      Check("any chain of orders: the first that does not tie decides") {
        try forAll(Chain.any) { chain in
          let parts = chain.parts.map { orders[$0] }
          // Combined from the left, ((a then b) then c), and from the right, (a then (b then c)):
          // both are the same order.
          let fromTheLeft = parts.dropFirst().reduce(parts[0]) { $0.then($1) }
          let fromTheRight = parts.dropLast().reversed().reduce(parts[parts.count - 1]) {
            $1.then($0)
          }
          let albums = chain.library.map {
            Album(title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "", year: $0.year)
          }
          for (first, one) in zip(albums, chain.library) {
            for (second, other) in zip(albums, chain.library) {
              let expected =
                parts.lazy.map { $0.compare(first, second) }.first { $0 != .orderedSame }
                ?? .orderedSame
              for (combined, side) in [(fromTheLeft, "left"), (fromTheRight, "right")] {
                try expect(
                  combined.compare(first, second) == expected,
                  "combined from the \(side), \(one) and \(other) get "
                    + "\(combined.compare(first, second).rawValue), not \(expected.rawValue): a "
                    + "combined order combines again whole, each part asked only where every "
                    + "part before it ties")
              }
            }
          }
        }
      },
      Check("every two orders combined have an id no other order has, whatever their names") {
        var seen: [String: String] = [:]
        for order in orders { seen[order.id] = order.name }
        for primary in orders {
          for tiebreaker in orders {
            let combined = primary.then(tiebreaker)
            try expect(
              seen[combined.id] == nil,
              "\(combined.name) and \(seen[combined.id] ?? "") share the id \"\(combined.id)\": "
                + "after a restart the app could not tell which was saved")
            seen[combined.id] = combined.name
            let renamed = Relabelled(id: primary.id, name: "new " + primary.name, base: primary)
              .then(Relabelled(id: tiebreaker.id, name: "new " + tiebreaker.name, base: tiebreaker))
            try expect(
              renamed.id == combined.id,
              "with both parts renamed, \(combined.name) is saved as \"\(renamed.id)\", not "
                + "\"\(combined.id)\": make the id of the parts' ids, never of their names")
          }
        }
      },
      Check("a combined order has an id of its own, so saving it saves both parts") {
        let combined = AlbumOrders.byYear.then(AlbumOrders.byTitle)
        let turned = AlbumOrders.byTitle.then(AlbumOrders.byYear)
        for part in [AlbumOrders.byYear, AlbumOrders.byTitle] {
          try expect(
            combined.id != part.id,
            "the id \"\(combined.id)\" is \(part.name)'s own: after a restart the app would "
              + "show \(part.name) alone")
        }
        try expect(combined.id != turned.id, "by year then title, and by title then year, differ")
        try expectEqual(combined.name, "by year, then by title", "the name")
        let renamed = AlbumOrders.byYear.then(RenamedByTitle())
        try expect(
          renamed.id == combined.id,
          "by title, renamed \"A to Z\", keeps its id, but the combined id changed from "
            + "\"\(combined.id)\" to \"\(renamed.id)\": a saved choice would be lost with the "
            + "new name. Make the id of the parts' ids, never of their names.")
      },
    ])
  }
}
