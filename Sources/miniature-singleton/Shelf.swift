// The alternative chapter 2 compares the singleton with: dependency injection.

// snippet.injection
/// What a shelf needs from a catalogue, and nothing more.
protocol TitleSource {
  var titles: [String] { get }
}

extension Catalogue: TitleSource {}

/// A stand-in a test can fill with exactly the titles it needs.
struct FakeSource: TitleSource {
  var titles: [String]
}

/// Takes its source instead of reaching for `Catalogue.shared` inside its methods:
/// the dependency is in the initialiser for every reader to see, and a test passes a fake.
struct Shelf {
  let source: any TitleSource

  init(source: any TitleSource = Catalogue.shared) {
    self.source = source
  }

  var summary: String {
    "a shelf of \(source.titles.count): \(source.titles.joined(separator: ", "))"
  }
}
// snippet.end
