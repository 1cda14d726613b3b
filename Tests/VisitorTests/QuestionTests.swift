import Composite
import ExerciseSupport
import MVC
import WorkbookTestSupport
import XCTest

@testable import Visitor

/// Each operation's answer over any tree of shelves equals a plain recursive answer
/// written without a visitor; kinds of item written later are visited as the kind they
/// choose; and an operation written outside the app visits the same items.
final class QuestionTests: XCTestCase {
  func testTheGenreTallyCountsEveryAlbumOfEachGenreAtAnyDepth() {
    assertForAll(albumTrees) { tree in
      let expected = Dictionary(grouping: tree.leaves, by: \.genre).mapValues(\.count)
      try expectEqual(shelves(tree).visited(by: GenreTally()).albumsPerGenre, expected, "\(tree)")
    }
  }

  func testTheYearSpanIsTheEarliestAndLatestYearThatIsANumberAndCountsTheRest() {
    assertForAll(albumTrees) { tree in
      let years = tree.leaves.compactMap { Int($0.year) }
      let span = shelves(tree).visited(by: YearSpan())
      try expectEqual(span.earliest, years.min(), "earliest of \(tree)")
      try expectEqual(span.latest, years.max(), "latest of \(tree)")
      try expectEqual(span.undated, tree.leaves.count - years.count, "undated of \(tree)")
    }
  }

  func testThePlaylistHasALineForEachShelfAndAlbumInOutlineOrderIndentedByDepth() {
    assertForAll(albumTrees) { tree in
      let export = shelves(tree).visited(by: PlaylistExport())
      try expectEqual(export.lines, tree.playlistLines(), "\(tree)")
      try expectEqual(export.albumCount, tree.leaves.count, "albums of \(tree)")
      try expectEqual(export.text, tree.playlistLines().map { $0 + "\n" }.joined(), "text")
    }
  }

  /// A name with a line break of any kind in it, or another control character, stays on
  /// its line: whatever the names hold, the file has a line per item, and a line break
  /// only at the end of each.
  func testANameWithALineBreakOrOtherControlCharacterStaysOneLine() {
    let odd = Album(
      title: "Two\nLines\r\u{7}", artist: "Tab\tBed", genre: "", coverUrl: "", year: "")
    let export = Shelf("Odd\u{0}Shelf\u{85}", [odd]).visited(by: PlaylistExport())
    XCTAssertEqual(export.lines, ["# Odd Shelf ", "  - Tab Bed — Two Lines   ()"])
    XCTAssertEqual(export.text.filter(\.isNewline).count, 2)
    assertForAll(oddNameTrees()) { tree in
      let export = shelves(tree).visited(by: PlaylistExport())
      try expectEqual(export.lines, tree.playlistLines().map(spacedOut), "\(tree)")
      try expectEqual(export.text.filter(\.isNewline).count, tree.titles.count, "breaks")
      try expect(export.text.last?.isNewline ?? true, "the text ends with its last line's break")
    }
  }

  func testTheSummariesPutTheMostFirstTiesInTheGenresOrderAndSayWhatIsMissing() {
    func tally(_ genres: [String]) -> String {
      let albums = genres.map { Album(title: $0, artist: "", genre: $0, coverUrl: "", year: "") }
      return Shelf("S", albums).visited(by: GenreTally()).summary
    }
    XCTAssertEqual(tally(["Rock", "Pop", "Rock", "Jazz", "Pop"]), "Pop 2 · Rock 2 · Jazz 1")
    XCTAssertEqual(tally([]), "no albums")
    func span(_ years: [String]) -> String {
      let albums = years.map { Album(title: $0, artist: "", genre: "", coverUrl: "", year: $0) }
      return Shelf("S", albums).visited(by: YearSpan()).summary
    }
    XCTAssertEqual(span(["2000", "1992", "19xx", "1995"]), "1992–2000 · 1 undated")
    XCTAssertEqual(span(["1992", "1992"]), "1992")
    XCTAssertEqual(span(["", "soon"]), "2 undated")
    XCTAssertEqual(span([]), "no year")
  }

  /// A box set, written after the visitors, chose to be visited as a shelf of its discs;
  /// a single, as its one album: each operation answers for them with no line changed.
  func testKindsOfItemWrittenLaterAreVisitedAsTheKindTheyChoose() {
    let rock = Album(title: "A", artist: "X", genre: "Rock", coverUrl: "", year: "1971")
    let jazz = Album(title: "B", artist: "Y", genre: "Jazz", coverUrl: "", year: "1959")
    let root = Shelf("Library", [BoxSet(title: "Box", discs: [rock, jazz]), Single(record: rock)])
    XCTAssertEqual(root.visited(by: GenreTally()).albumsPerGenre, ["Rock": 2, "Jazz": 1])
    XCTAssertEqual(root.visited(by: YearSpan()).summary, "1959–1971")
    XCTAssertEqual(
      root.visited(by: PlaylistExport()).lines,
      ["# Library", "  # Box", "    - X — A (1971)", "    - Y — B (1959)", "  - X — A (1971)"])
  }

  /// An operation the app never wrote: its type is all there is to it, and it visits
  /// every item of any tree, in outline order, as the app's own do.
  func testAnOperationWrittenOutsideTheAppVisitsEveryItem() {
    struct Titles: LibraryVisitor {
      var titles: [String] = []
      mutating func visit(_ album: Album) { titles.append(album.title) }
      mutating func visit(_ shelf: Shelf) {
        titles.append(shelf.title)
        visitItems(of: shelf)
      }
    }
    assertForAll(albumTrees) { tree in
      try expectEqual(shelves(tree).visited(by: Titles()).titles, tree.titles, "\(tree)")
    }
  }
}

/// A box set: a kind of item written after the visitors, visited as a shelf.
private struct BoxSet: LibraryItem {
  let title: String
  let discs: [Album]
  var albumCount: Int { discs.count }
  var genres: Set<String> { Set(discs.map(\.genre)) }
  var albums: [Album] { discs }
  var items: [any LibraryItem] { discs }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(Shelf(title, discs)) }
}

/// A single: one album, visited as that album.
private struct Single: LibraryItem {
  let record: Album
  var title: String { record.title }
  var albumCount: Int { 1 }
  var genres: Set<String> { [record.genre] }
  var albums: [Album] { [record] }
  var items: [any LibraryItem] { [] }
  var asAlbum: Album? { record }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(record) }
}
