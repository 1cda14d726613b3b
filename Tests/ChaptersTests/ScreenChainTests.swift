import Foundation
import WorkbookTestSupport
import XCTest

/// The introduction says how deep the class chain under chapter 5's screen goes, and
/// the chapters' screens agree.
final class ScreenChainTests: XCTestCase {
  func testNoScreenIsMoreThanThreeLevelsBelowChapter5sAsTheIntroductionSays() throws {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    var superclassModule: [String: String] = [:]
    for chapter in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let file = sources.appendingPathComponent("\(chapter)/Controller/LibraryViewController.swift")
      guard let text = try? String(contentsOf: file, encoding: .utf8),
        let match = text.firstMatch(of: /class LibraryViewController: (\w+)\.LibraryViewController/)
      else { continue }
      superclassModule[chapter] = String(match.1)
    }
    func depth(_ chapter: String) -> Int {
      chapter == "Adapter" ? 0 : superclassModule[chapter].map { depth($0) + 1 } ?? -100
    }
    let depths = Dictionary(uniqueKeysWithValues: superclassModule.keys.map { ($0, depth($0)) })
    XCTAssertEqual(depths["Memento"], 1)
    XCTAssertEqual(depths["Command"], 2)
    for chapter in ["Strategy", "Composite", "ChainOfResponsibility", "State"] {
      XCTAssertEqual(depths[chapter], 3, "\(chapter)'s screen is one step from chapter 8's")
    }
    XCTAssertEqual(depths.values.max(), 3, "\(depths)")
    let introduction = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Chapters/00-Introduction.md"),
      encoding: .utf8)
    XCTAssertTrue(
      introduction.replacingOccurrences(of: "\n", with: " ").contains(
        "at most three levels below chapter 5's screen"))
  }
}
