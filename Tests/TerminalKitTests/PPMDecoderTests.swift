import TerminalKit
import WorkbookTestSupport
import XCTest

/// The cover format: a binary PPM is read exactly, and every malformed one is refused
/// with the reason, never a trap.
final class PPMDecoderTests: XCTestCase {
  private func ppm(_ header: String, _ samples: [UInt8]) -> [UInt8] {
    Array(header.utf8) + samples
  }

  func testAPictureIsReadPixelByPixelCommentsSkippedSamplesScaled() throws {
    let bitmap = try Bitmap(ppm: ppm("P6\n# a comment\n2 1\n127\n", [127, 0, 0, 0, 127, 64]))
    XCTAssertEqual(bitmap.width, 2)
    XCTAssertEqual(bitmap.height, 1)
    XCTAssertEqual(bitmap[0, 0], Bitmap.Pixel(red: 255, green: 0, blue: 0))
    XCTAssertEqual(bitmap[1, 0], Bitmap.Pixel(red: 0, green: 255, blue: 128))
  }

  func testMalformedFilesAreRefusedWithTheirReason() {
    let cases: [(String, [UInt8], PPMError)] = [
      ("not P6 (the text form)", ppm("P3\n1 1\n255\n", [1, 2, 3]), .notPPM),
      ("empty", [], .notPPM),
      ("no height", ppm("P6\n1", []), .malformedHeader("no height")),
      (
        "a word for a width", ppm("P6 wide 1 255\n", []),
        .malformedHeader("width 'wide' is not a number")
      ),
      (
        "a negative width", ppm("P6 -1 1 255\n", []), .malformedHeader("width '-1' is not a number")
      ),
      ("zero pixels", ppm("P6 0 4 255\n", []), .malformedHeader("size 0x4")),
      ("two-byte samples", ppm("P6 1 1 65535\n", [0, 0, 0, 0, 0, 0]), .unsupportedMaximum(65535)),
      ("maximum zero", ppm("P6 1 1 0\n", [0, 0, 0]), .unsupportedMaximum(0)),
      (
        "a hostile size", ppm("P6 100000 100000 255\n", []),
        .tooLarge(width: 100000, height: 100000)
      ),
      (
        "a number too big for Int", ppm("P6 99999999999999999999 1 255\n", []),
        .malformedHeader("width '99999999999999999999' is not a number")
      ),
      (
        "truncated", ppm("P6 2 2 255\n", Array(repeating: 9, count: 7)),
        .truncated(expected: 12, found: 7)
      ),
      ("nothing after the header", ppm("P6 1 1 255", []), .truncated(expected: 3, found: 0)),
    ]
    for (name, bytes, expected) in cases {
      XCTAssertThrowsError(try Bitmap(ppm: bytes), name) { error in
        XCTAssertEqual(error as? PPMError, expected, name)
      }
    }
  }

  func testEveryGeneratedCoverDecodes() throws {
    let bytes = try XCTUnwrap(CoverArtSample.bytes)
    let bitmap = try Bitmap(ppm: bytes)
    XCTAssertEqual(bitmap.width, 24)
    XCTAssertEqual(bitmap.height, 24)
  }
}
