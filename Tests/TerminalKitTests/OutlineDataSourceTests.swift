import XCTest

@testable import TerminalKit

/// A tree of the kind any app has: folders holding folders.
private struct Folder {
  var name: String
  var subfolders: [Folder] = []
}

/// The outline lists any tree depth first, keeps what is closed by the names on the way
/// to it, and, in a table, draws, opens and closes it, says where the highlight went, and
/// highlights again what a change left.
@MainActor
final class OutlineDataSourceTests: XCTestCase {
  /// "Music" holding "Rock" (holding "Live") and "Jazz" (holding "Live" too), then "Films".
  private var folders = [
    Folder(
      name: "Music",
      subfolders: [
        Folder(name: "Rock", subfolders: [Folder(name: "Live")]),
        Folder(name: "Jazz", subfolders: [Folder(name: "Live")]),
      ]),
    Folder(name: "Films"),
  ]

  private func rows(_ outline: Outline) -> [String] {
    outline.rows(of: folders, name: \.name, children: \.subfolders).map {
      String(repeating: ".", count: $0.depth) + $0.item.name
        + ($0.isOpen.map { $0 ? " open" : " closed" } ?? "")
    }
  }

  func testTheRowsAreEveryItemDepthFirstWithItsDepthAndPath() async {
    XCTAssertEqual(
      rows(Outline()),
      ["Music open", ".Rock open", "..Live", ".Jazz open", "..Live", "Films"])
    let paths = Outline().rows(of: folders, name: \.name, children: \.subfolders).map(\.path)
    XCTAssertEqual(paths, [[0], [0, 0], [0, 0, 0], [0, 1], [0, 1, 0], [1]])
  }

  func testAClosedItemHidesWhatItHoldsAndStaysClosedWhileItemsBeforeItGo() async {
    var outline = Outline()
    let jazz = outline.rows(of: folders, name: \.name, children: \.subfolders)[3]
    outline.toggle(jazz)
    XCTAssertEqual(rows(outline), ["Music open", ".Rock open", "..Live", ".Jazz closed", "Films"])
    folders[0].subfolders.removeFirst()  // "Rock" goes: "Jazz" is now the first, still closed
    XCTAssertEqual(rows(outline), ["Music open", ".Jazz closed", "Films"])
    outline.toggle(outline.rows(of: folders, name: \.name, children: \.subfolders)[1])
    XCTAssertEqual(rows(outline), ["Music open", ".Jazz open", "..Live", "Films"], "open again")
  }

  func testItemsOfOneNameUnderTwoParentsOpenAndCloseApart() async {
    folders[0].subfolders[0].subfolders[0].subfolders = [Folder(name: "1972")]
    folders[0].subfolders[1].subfolders[0].subfolders = [Folder(name: "1959")]
    var outline = Outline()
    let rockLive = outline.rows(of: folders, name: \.name, children: \.subfolders)[2]
    outline.toggle(rockLive)
    XCTAssertEqual(
      rows(outline),
      [
        "Music open", ".Rock open", "..Live closed", ".Jazz open", "..Live open", "...1959",
        "Films",
      ])
    outline.toggle(outline.rows(of: folders, name: \.name, children: \.subfolders)[1])
    XCTAssertEqual(
      rows(outline),
      ["Music open", ".Rock closed", ".Jazz open", "..Live open", "...1959", "Films"])
    XCTAssertEqual(outline.closed, [["Music", "Rock", "Live"], ["Music", "Rock"]])
  }

  /// Two siblings of one name: closing one leaves the other open.
  func testSiblingsOfOneNameOpenAndCloseApart() async {
    folders[0].subfolders[0].name = "Jazz"  // Music holds Jazz (Live) and Jazz (Live)
    var outline = Outline()
    outline.toggle(outline.rows(of: folders, name: \.name, children: \.subfolders)[3])
    XCTAssertEqual(
      rows(outline), ["Music open", ".Jazz open", "..Live", ".Jazz closed", "Films"])
    outline.toggle(outline.rows(of: folders, name: \.name, children: \.subfolders)[1])
    XCTAssertEqual(rows(outline), ["Music open", ".Jazz closed", ".Jazz closed", "Films"])
    XCTAssertEqual(outline.closed, [["Music", "Jazz"], ["Music", "Jazz #2"]])
  }

  func testAnItemThatHoldsNothingNeitherOpensNorCloses() async {
    var outline = Outline()
    outline.toggle(outline.rows(of: folders, name: \.name, children: \.subfolders)[5])  // Films
    XCTAssertEqual(outline, Outline())
  }

  // MARK: - In a table

  private func makeTable(
    _ source: OutlineDataSource<Folder>, height: Int = 8
  ) -> TableView {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 30, height: height))
    source.install(in: table)
    return table
  }

  private func makeSource() -> OutlineDataSource<Folder> {
    OutlineDataSource(
      roots: { [unowned self] in folders }, name: \.name, children: \.subfolders,
      detail: { "\($0.subfolders.count) inside" }, emptyText: "Nothing here.")
  }

  private func draw(_ table: TableView) -> [String] {
    var canvas = Canvas(size: Size(width: 30, height: table.frame.height))
    table.render(into: &canvas)
    return canvas.renderPlain().components(separatedBy: "\n").map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  func testTheTableShowsEachRowIndentedWithItsMarkerAndDetail() async {
    let source = makeSource()
    let table = makeTable(source)
    XCTAssertEqual(
      draw(table).prefix(6),
      [
        ">▾ Music             2 inside",  // > marks the highlighted row
        "   ▾ Rock            1 inside",
        "       Live          0 inside",
        "   ▾ Jazz            1 inside",
        "       Live          0 inside",
        "   Films             0 inside",
      ])
    XCTAssertEqual(table.highlightedRow, 0)
    folders = []
    source.reload(highlighting: 0)
    XCTAssertEqual(draw(table).first, " Nothing here.")
  }

  func testSpaceOpensAndClosesArrowsMoveAndSayWhereAndEnterSaysWhich() async {
    let source = makeSource()
    let table = makeTable(source)
    var moved: [String] = []
    var chosen: [String] = []
    source.highlightMoved = { moved.append($0.name) }
    source.selected = { chosen.append($0.name) }
    XCTAssertTrue(source.handleKey(.down, in: table))
    XCTAssertTrue(source.handleKey(.space, in: table))  // closes "Rock"
    XCTAssertEqual(source.rows.map(\.item.name), ["Music", "Rock", "Jazz", "Live", "Films"])
    XCTAssertEqual(draw(table)[1], ">  ▸ Rock            1 inside")
    XCTAssertTrue(source.handleKey(.down, in: table))
    XCTAssertTrue(table.handleKey(.enter))
    XCTAssertFalse(source.handleKey(.character("d"), in: table), "not the outline's")
    XCTAssertEqual(moved, ["Rock", "Jazz"])
    XCTAssertEqual(chosen, ["Jazz"])
    XCTAssertTrue(source.handleKey(.up, in: table))
    XCTAssertTrue(source.handleKey(.space, in: table))  // opens "Rock" again
    XCTAssertEqual(source.rows.count, 6)
  }

  func testAReloadHighlightsTheItemAtAPathOrTheRowInItsPlaceOrTheLast() async {
    let source = makeSource()
    let table = makeTable(source)
    let jazz = folders[0].subfolders.remove(at: 1)
    source.reload(highlightingItemAt: [0, 1])  // gone: "Films" took its place
    XCTAssertEqual(source.highlightedRow?.item.name, "Films")
    folders[0].subfolders.insert(jazz, at: 1)
    source.reload(highlightingItemAt: [0, 1])  // back
    XCTAssertEqual(source.highlightedRow?.item.name, "Jazz")
    XCTAssertEqual(table.highlightedRow, 3)
    folders.removeLast()
    source.reload(highlightingItemAt: [1])  // gone, and nothing after it: the last row
    XCTAssertEqual(source.highlightedRow?.path, [0, 1, 0])
  }

  func testTheDeepestMatchingRowIsHighlightedUnlessTheHighlightedOneMatches() async {
    let source = makeSource()
    let table = makeTable(source)
    source.highlightDeepestRow { $0.name == "Live" || $0.name == "Music" }
    XCTAssertEqual(table.highlightedRow, 0, "the highlighted row matches: it stays")
    source.highlightDeepestRow { $0.name == "Jazz" || $0.subfolders.contains { $0.name == "Live" } }
    XCTAssertEqual(table.highlightedRow, 1, "Rock and Jazz match at one depth: the first")
    source.highlightDeepestRow { $0.name == "Live" || $0.name == "Films" }
    XCTAssertEqual(table.highlightedRow, 2, "the deepest, not the first")
  }
}
