import Composite
import Foundation
import Iterator
import MVC

/// Chapter 13's promise that a walk holds its path and no list of the albums, measured
/// on the largest library the app is made for, arranged on chapter 10's shelves.
enum IteratorBenchmarks {
  /// The process's resident memory now, in bytes: what a value holds on to is the
  /// growth while it is alive. Linux only (`/proc/self/statm`, in pages).
  static func bytesInUse() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// How much more is resident than at `start`, or that nothing was measured.
  static func held(since start: Int?) -> String {
    guard let start, let now = bytesInUse() else { return "not measured here" }
    return "resident memory \(now - start) bytes more (counted in pages)"
  }

  static func walkTheLargestLibrary() {
    let albums = (0..<100_000).map {
      Album(
        title: "Album number \($0)", artist: "Artist \($0 % 5000)", genre: "Pop",
        coverUrl: "/static/covers/album_\($0).png", year: String(1950 + $0 % 70))
    }
    let shelves = Shelf.arrangedByDecade(albums)
    print("Chapter 13's walks, \(albums.count) albums on chapter 10's shelves:")
    let clock = ContinuousClock()
    for order in WalkOrder.allCases {
      let start = bytesInUse()
      var walk = order.walk(over: shelves)
      var count = 0
      var halfway = ""
      let time = clock.measure {
        while walk.next() != nil {
          count += 1
          if count == albums.count / 2 { halfway = held(since: start) }
        }
      }
      print("  \(order.name): \(count) albums in \(time); halfway through, \(halfway)")
    }
    var deepest = 0
    var depthFirst = DepthFirstWalk(over: shelves)
    while depthFirst.next() != nil { deepest = max(deepest, depthFirst.heldLists) }
    print("  depth first held at most \(deepest) lists at once")
    let start = bytesInUse()
    let flattened = shelves.albums
    print(
      "  chapter 10's albums, a list of them all: \(flattened.count) albums, \(held(since: start))")
  }
}
