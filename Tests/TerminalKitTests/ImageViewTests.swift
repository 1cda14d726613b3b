import TerminalKit
import WorkbookTestSupport
import XCTest

/// TerminalKit's `ImageView` draws pixels two to a cell: `▀` in 24-bit colour, or a
/// grey ramp of characters without colour.
@MainActor
final class ImageViewTests: XCTestCase {
  /// White above black, then black above white.
  private let stripes = Bitmap(
    width: 2, height: 2,
    pixels: [
      .init(red: 255, green: 255, blue: 255), .init(red: 0, green: 0, blue: 0),
      .init(red: 0, green: 0, blue: 0), .init(red: 255, green: 255, blue: 255),
    ])

  func testInColourEachCellIsAnUpperHalfBlockOfTwoPixels() async {
    let view = ImageView(bitmap: stripes, frame: Rect(x: 0, y: 0, width: 2, height: 1))
    view.drawsInColor = true
    var canvas = Canvas(size: Size(width: 2, height: 1))
    view.render(into: &canvas)
    XCTAssertEqual(canvas[0, 0].character, "▀")
    XCTAssertEqual(canvas[0, 0].style.foreground, .rgb(red: 255, green: 255, blue: 255))
    XCTAssertEqual(canvas[0, 0].style.background, .rgb(red: 0, green: 0, blue: 0))
    XCTAssertEqual(canvas[1, 0].style.foreground, .rgb(red: 0, green: 0, blue: 0))
    XCTAssertTrue(
      canvas.renderANSILines()[0].contains("\u{1B}[0;38;2;255;255;255;48;2;0;0;0m▀"),
      "24-bit colour codes")
  }

  func testWithoutColourTheLightnessIsACharacterOfTheRamp() async {
    let light = Bitmap(
      width: 1, height: 2,
      pixels: Array(repeating: .init(red: 255, green: 255, blue: 255), count: 2))
    let grey = Bitmap(
      width: 1, height: 2,
      pixels: Array(repeating: .init(red: 128, green: 128, blue: 128), count: 2))
    let whiteOverBlack = Bitmap(width: 1, height: 2, pixels: [stripes[0, 0], stripes[0, 1]])
    var shown: [String] = []
    for bitmap in [light, grey, whiteOverBlack] {
      let view = ImageView(bitmap: bitmap, frame: Rect(x: 0, y: 0, width: 1, height: 1))
      view.drawsInColor = false
      var canvas = Canvas(size: Size(width: 1, height: 1))
      view.render(into: &canvas)
      shown.append(canvas.renderPlain())
    }
    // White is the densest character of ` .:-=+*#%@`, mid-grey (128) the sixth, and a
    // cell of white over black, averaged (127), the fifth.
    XCTAssertEqual(shown, ["@", "+", "="])
  }

  func testABitmapIsScaledToFitAndCentred() async {
    let cover = Bitmap(
      width: 24, height: 24,
      pixels: Array(repeating: .init(red: 255, green: 255, blue: 255), count: 576))
    let view = ImageView(bitmap: cover, frame: Rect(x: 0, y: 0, width: 10, height: 4))
    view.drawsInColor = false
    var canvas = Canvas(size: Size(width: 10, height: 4))
    view.render(into: &canvas)
    // 24x24 pixels into 10x8: 8x8 pixels, 8 columns by 4 rows, one column of margin.
    XCTAssertEqual(
      canvas.renderPlain(), Array(repeating: " @@@@@@@@", count: 4).joined(separator: "\n"))
  }
}
