import Foundation
import XCTest

@testable import MVC

/// `PercentDecoding` decodes the cover's file name without Foundation (so that a cold build of
/// chapter 1 does not load it), and decodes it as Foundation does (but for one slip of
/// Foundation's, below).
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

  /// Every escape a name can hold: each pair of hex digits in either case, and pairs with
  /// a character just outside each range of digits (`/` and `:` round `0`–`9`, `@` and
  /// `G` round `A`–`F`, `` ` `` and `g` round `a`–`f`), alone, between letters, and
  /// followed by a space's escape.
  ///
  /// One answer of Foundation's is not taken: on Linux it decodes a lone byte A9 (`%A9`,
  /// not UTF-8) to U+FFFD, where it refuses every other byte that is not UTF-8. No name
  /// here holds a U+FFFD of its own, so one in Foundation's answer is that slip, and the
  /// caption's rule, `nil`, is expected instead.
  @MainActor
  func testItDecodesEveryEscapeInEitherCaseAsFoundationDoes() async {
    let digits = Array("0123456789abcdefABCDEF/:@G`g")
    for high in digits {
      for low in digits {
        let escape = "%\(high)\(low)"
        for name in [escape, "a\(escape)b", "\(escape)%20"] {
          let foundation = name.removingPercentEncoding
          let expected = foundation?.contains("\u{FFFD}") == true ? nil : foundation
          XCTAssertEqual(PercentDecoding.decoded(name), expected, name)
        }
      }
    }
  }

  @MainActor
  func testTheCaptionShowsTheDecodedFileName() async {
    XCTAssertEqual(
      AlbumView.fileName(of: "/static/album_sting_nothing%20like%20the%20sun.png"),
      "album_sting_nothing like the sun.png")
    XCTAssertEqual(AlbumView.fileName(of: "/covers/100%.png"), "100%.png")
    // The file name is the address's last part as written, then decoded: every printable
    // character's escape, in either case, stays inside the name it was written in.
    for byte in UInt8(0x21)...UInt8(0x7E) {
      let hex = String(byte, radix: 16)
      for escape in ["%" + hex, "%" + hex.uppercased()] {
        XCTAssertEqual(
          AlbumView.fileName(of: "/static/covers/a\(escape)b.png"),
          "a\(Character(Unicode.Scalar(byte)))b.png", escape)
      }
    }
  }
}
