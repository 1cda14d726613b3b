import AppSupport
import Foundation
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import MVC
@testable import Observer

/// The notes line's words and looks, the addresses covers are fetched from, and what a
/// cover with no picture shows.
@MainActor
final class CoverLineTests: XCTestCase {
  private func makeLibrary(fetcher: FakeFetcher) throws -> (Observer.LibraryAPI, NotificationCenter)
  {
    let store = CoverStore(cacheDirectory: try makeTemporaryFolder(self), fetcher: fetcher)
    let center = NotificationCenter()
    let library = Observer.LibraryAPI(
      coverServer: unusedServer, store: store, notificationCenter: center)
    return (library, center)
  }

  /// One cover on its way is enough for "loading…"; once it is set the word goes.
  func testTheLineSaysLoadingWhileEvenOneCoverIsOnItsWay() async throws {
    let fetcher = FakeFetcher(gated: true)
    let (library, center) = try makeLibrary(fetcher: fetcher)
    let view = AlbumView(frame: .zero, albumCover: "/s/album_a.png", notificationCenter: center)
    XCTAssertTrue(library.hasCoversOnTheirWay)
    XCTAssertEqual(
      library.coverLineText(source: "here"), "Covers: here · loading… · 0 shown")
    await fetcher.openGate()
    await library.coversSettled()
    XCTAssertFalse(library.hasCoversOnTheirWay)
    XCTAssertEqual(library.coverLineText(source: "here"), "Covers: here · 1 shown")
    XCTAssertNotNil(view.imageView.bitmap)
  }

  /// Of several reasons covers failed, the line names the first in alphabetical order,
  /// whatever order they failed in, so a printed screen is the same every time.
  func testOfSeveralReasonsTheLineNamesTheFirstAlphabetically() async throws {
    let fetcher = FakeFetcher { url in
      url.lastPathComponent.hasPrefix("album_z")
        ? .failure(CoverFetchError("a server that says zero")) : .success(Array("junk".utf8))
    }
    let (library, center) = try makeLibrary(fetcher: fetcher)
    let views = ["/s/album_b.png", "/s/album_z.png"].map {
      AlbumView(frame: .zero, albumCover: $0, notificationCenter: center)
    }
    await library.coversSettled()
    XCTAssertEqual(library.coverStatus.failures.count, 2)
    XCTAssertEqual(
      library.coverLineText(source: "here"),
      "Covers: here · 0 shown · 2 failed: a server that says zero")
    XCTAssertEqual(views.count, 2)
  }

  /// A cover's file name is one path segment on the server, whatever it holds: a slash
  /// in the name is sent encoded, never as a folder; dots, spaces, `%` and any script
  /// stay in the name; only the last extension becomes `.ppm`.
  func testAnyFileNameIsOneSegmentOnTheServerWithItsLastExtensionMadePPM() async throws {
    let (library, _) = try makeLibrary(fetcher: FakeFetcher())
    XCTAssertEqual(
      library.downloadURL(forCover: "/static/ac%2Fdc%20live.png")?.absoluteString,
      "http://127.0.0.1:9/covers/ac%2Fdc%20live.ppm")
    let names =
      Generators.words.filter { !$0.isEmpty } + [
        "St. Elsewhere", "Mr. Bad Guy", "AC/DC", "100%", "a.b.c", "What?", "#1",
        "...And Justice for All", "Vol.. 2",
      ]
    let covers = Generators.array(of: Generators.element(of: names), length: 1...3).flatMap {
      words in Generators.element(of: ["png", "PNG", "jpg"]).map { (words, $0) }
    }
    var segment = CharacterSet.urlPathAllowed
    segment.remove("/")
    assertForAll(covers) { words, fileExtension in
      let name = words.joined(separator: " ")
      let written = try XCTUnwrap(name.addingPercentEncoding(withAllowedCharacters: segment))
      let url = try XCTUnwrap(
        library.downloadURL(forCover: "/static/covers/\(written).\(fileExtension)"), name)
      let base = "http://127.0.0.1:9/covers/"
      try expect(url.absoluteString.hasPrefix(base), "\(url) is not under \(base)")
      let fetched = url.absoluteString.dropFirst(base.count)
      try expect(!fetched.contains("/"), "\(name) is more than one segment: \(url)")
      try expectEqual(fetched.removingPercentEncoding, name + ".ppm", "the name fetched")
    }
  }

  /// A cover with no picture shows a dark grey square crossed out in light grey, every
  /// pixel of it.
  func testThePlaceholderIsADarkSquareCrossedOutInLightGrey() async {
    let placeholder = Bitmap.placeholder
    XCTAssertEqual([placeholder.width, placeholder.height], [12, 12])
    for y in 0..<12 {
      for x in 0..<12 {
        let onCross = x == y || x + y == 11
        let grey = UInt8(onCross ? 230 : 70)
        XCTAssertEqual(
          placeholder.pixels[y * 12 + x], Bitmap.Pixel(red: grey, green: grey, blue: grey),
          "(\(x), \(y))")
      }
    }
  }

  /// The notes line is drawn dim, in grey, as chapter 3's was.
  func testTheCoverLineIsDrawnInGrey() async throws {
    let (library, _) = try makeLibrary(fetcher: FakeFetcher())
    let line = CoverLine(library: library, sourceSummary: "here")
    line.refresh()
    line.label.frame = Rect(x: 0, y: 0, width: 40, height: 1)
    var canvas = Canvas(size: Size(width: 40, height: 1))
    line.label.render(into: &canvas)
    let point = try XCTUnwrap(canvas.firstPoint(of: "Covers"))
    XCTAssertEqual(canvas[point.x, point.y].style.foreground, .gray)
  }
}
