import AppSupport
import Foundation
import XCTest

/// The kept files' format: a JSON object with a version, read version first, and every
/// reason a file is not the app's named.
final class KeptFormatTests: XCTestCase {
  private struct Sample: Codable, Equatable {
    var name: String
    var count: Int?
  }

  private let format = KeptFormat<Sample>(version: 1)

  private func problem(_ text: String) -> KeptFileProblem? {
    do throws(KeptFileProblem) {
      _ = try format.decoded(Data(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  func testTheContentsComeBackWithTheVersionBesideTheirFields() throws {
    let bytes = format.encoded(Sample(name: "Blue", count: 2))
    XCTAssertEqual(
      String(decoding: bytes, as: UTF8.self),
      "{\n  \"count\" : 2,\n  \"name\" : \"Blue\",\n  \"version\" : 1\n}")
    XCTAssertEqual(try format.decoded(bytes), Sample(name: "Blue", count: 2))
  }

  func testEmptyBrokenAndCutShortFilesAreNamedSo() {
    XCTAssertEqual(problem(""), .empty)
    XCTAssertEqual(problem(" \n"), .empty)
    XCTAssertEqual(
      problem("{\"version\": 1, \"na"), .unreadable("not valid JSON (broken or cut short)"))
    XCTAssertEqual(problem("\u{FF}\u{0}{"), .unreadable("not valid JSON (broken or cut short)"))
    XCTAssertEqual(problem(#"{"version": 1}"#), .unreadable("no name"))
  }

  func testAFieldOfTheWrongKindIsNamed() {
    XCTAssertEqual(
      problem(#"{"version": 1.5, "name": "A"}"#), .unreadable("version is not a whole number"))
    XCTAssertEqual(
      problem(#"{"version": "1", "name": "A"}"#), .unreadable("version has the wrong type"))
    XCTAssertEqual(
      problem(#"{"version": 1, "count": 1e30, "name": "A"}"#), .unreadable("count is too large"))
    XCTAssertEqual(problem("[1,2]"), .unreadable("not a JSON object"))
  }

  func testANewerVersionIsRefusedByName() {
    XCTAssertEqual(problem(#"{"version": 2, "name": "A"}"#), .newerVersion(2, newest: 1))
    XCTAssertEqual(
      KeptFileProblem.newerVersion(2, newest: 1).description,
      "it is version 2, newer than this program's 1")
    XCTAssertEqual(
      problem(#"{"version": 0, "name": "A"}"#), .unreadable("version 0 does not exist"))
  }
}
