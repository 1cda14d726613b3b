// The pattern in miniature: a singleton in one file, outside the app.
// Chapter 2 quotes it; `swift run miniature-singleton` prints what the chapter shows.

// snippet.miniature
import Synchronization

/// The one catalogue of a program: made on first use, and never a second time.
final class Catalogue: Sendable {
  /// The one instance. A `static let` is made on first use, exactly once, even when
  /// several threads ask at the same moment.
  static let shared = Catalogue()

  /// How many catalogues were ever made: the promise is "one". `Atomic` because any
  /// thread may make the first access.
  static let made = Atomic<Int>(0)

  let titles: [String]

  /// Private: `Catalogue()` outside this class is a compile error; `shared` is the way in.
  private init() {
    Self.made.add(1, ordering: .relaxed)
    titles = ["Best of Bowie", "It's My Life", "Nothing Like The Sun"]
  }
}

print("made before the first use: \(Catalogue.made.load(ordering: .relaxed))")
let first = Catalogue.shared
let second = Catalogue.shared
print("made after two uses: \(Catalogue.made.load(ordering: .relaxed))")
print("the same object both times: \(first === second)")
print("it holds \(first.titles.count) titles")
// snippet.end

// snippet.injectionUse
print(Shelf().summary)
print(Shelf(source: FakeSource(titles: ["Test Album"])).summary)
// snippet.end
