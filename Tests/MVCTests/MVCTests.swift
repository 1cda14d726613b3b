import Foundation
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import MVC

@MainActor
final class MVCTests: XCTestCase {
  func testAnAlbumIsAValueDescribedByAllItsFields() async {
    let original = Album.bestOfBowie
    var copy = original
    copy.title = "Changed"
    XCTAssertEqual(original.title, "Best of Bowie", "changing a copy must not change the original")
    XCTAssertEqual(
      original.description,
      "title: Best of Bowie, artist: David Bowie, genre: Pop, "
        + "coverUrl: /static/thumbs/album/album_david%20bowie_best%20of%20bowie.png, year: 1992")
    // Any album is equal to another exactly when every field is: two albums that share
    // a title and an artist but differ in one other field are two albums, and equal
    // albums hash alike.
    assertForAll(Generators.albumFields) { fields in
      func album() -> Album {
        Album(
          title: fields.title, artist: fields.artist, genre: fields.genre,
          coverUrl: "/covers/\(fields.title).png", year: fields.year)
      }
      try expectEqual(album(), album(), "two albums made from the same fields")
      try expectEqual(album().hashValue, album().hashValue, "the hashes of two equal albums")
      let changes: [(field: String, change: (inout Album) -> Void)] = [
        ("title", { $0.title += "!" }), ("artist", { $0.artist += "!" }),
        ("genre", { $0.genre += "!" }), ("coverUrl", { $0.coverUrl += "!" }),
        ("year", { $0.year += "!" }),
      ]
      for (field, change) in changes {
        var other = album()
        change(&other)
        try expect(other != album(), "albums that differ in their \(field) are equal: \(other)")
      }
    }
  }

  func testAlbumViewShowsSomethingThatIsNotAnAlbum() async {
    let poster = AlbumView(
      frame: Rect(x: 0, y: 0, width: 30, height: 7), albumCover: "/posters/metropolis%201927.png")
    var canvas = Canvas(size: Size(width: 30, height: 7))
    poster.render(into: &canvas)
    XCTAssertTrue(canvas.renderPlain().contains("metropolis 1927.png"), canvas.renderPlain())
    XCTAssertTrue(spinnerTurns(poster), "no cover is loaded yet, so the spinner turns")
  }

  func testHighlightMakesTheBackgroundWhiteAndUnhighlightBlack() async {
    let cover = AlbumView(frame: Rect(x: 0, y: 0, width: 10, height: 5), albumCover: "/c.png")
    func background() -> Color? {
      var canvas = Canvas(size: Size(width: 10, height: 5))
      cover.render(into: &canvas)
      return canvas[2, 2].style.background
    }
    XCTAssertEqual(background(), .black)
    cover.highlight(true)
    XCTAssertTrue(cover.isHighlighted)
    XCTAssertEqual(background(), .white)
    cover.highlight(false)
    XCTAssertEqual(background(), .black)
  }

  func testTheControllerMovesTheModelIntoTheViews() async {
    let album = Album(
      title: "Blue", artist: "Joni Mitchell", genre: "Folk", coverUrl: "/blue.png", year: "1971")
    let controller = LibraryViewController(album: album)
    let window = Window(rootViewController: controller, size: Size(width: 60, height: 24))
    let screen = window.render().renderPlain()
    for text in ["Joni Mitchell", "Blue", "Folk", "1971", "blue.png"] {
      XCTAssertTrue(screen.contains(text), "\(text) missing from\n\(screen)")
    }
    XCTAssertEqual(controller.albumView.coverUrl, "/blue.png")
    // Any album, not only the tutorial's: fields that repeat, are empty, or are written
    // in wide characters, copied as given.
    assertForAll(Generators.albumFields) { fields in
      let album = Album(
        title: fields.title, artist: fields.artist, genre: fields.genre,
        coverUrl: "/covers/"
          + fields.title.split(separator: " ", omittingEmptySubsequences: false)
          .joined(separator: "%20") + ".png",
        year: fields.year)
      let controller = LibraryViewController(album: album)
      let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
      let lines = window.render().renderPlain().split(
        separator: "\n", omittingEmptySubsequences: false)
      try expectEqual(
        String(lines[11]).trimmingCharacters(in: CharacterSet(charactersIn: "│ ")),
        fields.title + ".png", "the caption")
      // The details start on row 14, names ending in one column: "Artist", the longest,
      // starts four columns in. Lines are compared as printed, without trailing spaces.
      let expected = [
        ("Title", album.title), ("Artist", album.artist), ("Genre", album.genre),
        ("Year", album.year),
      ].map { name, value in
        var line = String(repeating: " ", count: 4 + 6 - name.count) + name + "  " + value
        while line.last == " " { line.removeLast() }
        return line
      }
      try expectEqual(lines[14...17].map(String.init), expected, "the details")
    }
  }

  func testTheCoverAndTheFieldsAreDrawnInTheirColours() async {
    let window = Window(
      rootViewController: LibraryViewController(), size: Size(width: 80, height: 24))
    let canvas = window.render()
    func style(of text: String) throws -> Style {
      let point = try XCTUnwrap(canvas.firstPoint(of: text), "\(text) is not on the screen")
      return canvas[point.x, point.y].style
    }
    XCTAssertEqual(try style(of: "┌").foreground, .gray, "the cover's border")
    XCTAssertEqual(try style(of: "⠋").foreground, .cyan, "the spinner")
    XCTAssertEqual(try style(of: "⠋").background, .black, "inside the cover")
    XCTAssertEqual(try style(of: "album_david").foreground, .gray, "the caption")
    XCTAssertEqual(try style(of: "Artist").foreground, .cyan, "a field's name")
    XCTAssertEqual(try style(of: "Artist").isBold, false, "a field's name")
    XCTAssertEqual(try style(of: "David Bowie").isBold, true, "a field's value")
    XCTAssertEqual(try style(of: "David Bowie").foreground, nil, "a field's value")
  }

  func testTheViewReportsAKeyAndTheControllerUpdatesIt() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 60, height: 24))
    XCTAssertEqual(window.send(.character("h")), .handled)
    XCTAssertTrue(controller.albumView.isHighlighted)
    XCTAssertEqual(controller.statusText, "Cover highlighted")
    XCTAssertEqual(window.send(.character("h")), .handled)
    XCTAssertFalse(controller.albumView.isHighlighted)
  }

  func testUndoAndDeleteAreThereButDisabled() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 60, height: 24))
    let titles = controller.toolbarItems.filter { $0.kind == .button }.map(\.title)
    XCTAssertEqual(titles, ["Undo", "Delete"])
    XCTAssertTrue(
      controller.toolbarItems.filter { $0.kind == .button }.allSatisfy { !$0.isEnabled })
    XCTAssertEqual(window.send(.character("d")), .ignored)
    XCTAssertEqual(window.send(.character("u")), .ignored)
  }
}

/// Whether a cover view's spinner turns, read from its subviews as a screen would see it.
@MainActor
private func spinnerTurns(_ view: View) -> Bool {
  view.subviews.contains { ($0 as? ActivityIndicatorView)?.isAnimating == true }
}
