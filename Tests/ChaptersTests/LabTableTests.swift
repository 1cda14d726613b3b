import Foundation
import WorkbookTestSupport
import XCTest

/// The reading times in Chapters/README.md's lab table are each chapter's, now: prose
/// at 200 words a minute and code listings at 100, per part of the chapter.
final class LabTableTests: XCTestCase {
  /// Minutes to read `text`: its words outside fenced blocks at 200 a minute, inside at 100.
  private func minutes(_ text: Substring) -> Double {
    var (prose, code, inFence) = (0, 0, false)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let fence = line.hasPrefix("```")
      let words = line.split(whereSeparator: \.isWhitespace).count
      if fence {
        inFence.toggle()
        code += words  // the fence's own words (```swift) count with the listing
      } else if inFence {
        code += words
      } else {
        prose += words
      }
    }
    return Double(prose) / 200 + Double(code) / 100
  }

  private func rounded(_ value: Double) -> Int { Int(value.rounded(.toNearestOrEven)) }

  func testTheLabTableHasEveryChaptersReadingTimes() throws {
    let root = TestPaths.packageRoot.appendingPathComponent("Chapters")
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { $0.range(of: #"^\d\d-.*\.md$"#, options: .regularExpression) != nil }
      .filter { !$0.hasPrefix("00-") }.sorted()
    for name in names {
      let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      func start(_ heading: String, after: String.Index? = nil) throws -> String.Index {
        let from = after ?? text.startIndex
        return try XCTUnwrap(text.range(of: heading, range: from..<text.endIndex)?.lowerBound)
      }
      let build = try start("\n## The build")
      let proofs = try start("\n## What the tests prove")
      let context = try start("\n## ", after: text.index(proofs, offsetBy: 5))
      let exercises = try start("\n## Exercises")
      let parts = [
        text[..<build], text[build..<proofs], text[proofs..<context], text[context..<exercises],
      ].map(minutes)
      let number = Int(name.prefix(2))!
      let expected =
        "| \(number) | " + "\(parts.map { "\(rounded($0)) min" }.joined(separator: " | "))"
        + " | \(rounded(parts.reduce(0, +))) min |"
      let lab = try XCTUnwrap(readme.range(of: "## For a lab"), "no lab section")
      let row = readme[lab.upperBound...].split(separator: "\n").first {
        $0.hasPrefix("| \(number) | ")
      }
      let shown = row.map { line -> String in
        // Drop the chapter's name: "| 9 | Strategy | 8 min …" → "| 9 | 8 min …".
        let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        return "|" + ([cells[1]] + cells[3...]).joined(separator: "|")
      }
      XCTAssertEqual(shown, expected, "Chapters/README.md's lab row of \(name)")
    }
  }
}
