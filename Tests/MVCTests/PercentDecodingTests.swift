import Foundation
import XCTest

@testable import MVC

/// `PercentDecoding` decodes the cover's file name without Foundation (so that a cold build of
/// chapter 1 does not load it), and decodes it as Foundation would.
final class PercentDecodingTests: XCTestCase {
  @MainActor
  func testItDecodesAsFoundationDoes() async {
    let names = [
      "album_david%20bowie_best%20of%20bowie.png", "plain.png", "%2Fslash", "caf%C3%A9",
      "%e2%82%ac%20euro", "100%", "%2", "%zz", "%FF", "%C3", "", "a%20%20b",
    ]
    for name in names {
      XCTAssertEqual(PercentDecoding.decoded(name), name.removingPercentEncoding, name)
    }
  }

  @MainActor
  func testTheCaptionShowsTheDecodedFileName() async {
    XCTAssertEqual(
      AlbumView.fileName(of: "/static/album_sting_nothing%20like%20the%20sun.png"),
      "album_sting_nothing like the sun.png")
    XCTAssertEqual(AlbumView.fileName(of: "/covers/100%.png"), "100%.png")
  }
}
