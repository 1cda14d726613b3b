import Foundation
import WorkbookTestSupport
import XCTest

/// The introduction says how deep the class chain under chapter 5's screen goes, and
/// the chapters' screens agree.
final class ScreenChainTests: XCTestCase {
  func testEveryStepFromTheFinishedAppIsThreeLevelsBelowChapter5sAsTheIntroductionSays() throws {
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
    for chapter in [
      "Strategy", "Composite", "ChainOfResponsibility", "State", "Interpreter", "Mediator",
      "TemplateMethod",
    ] {
      XCTAssertEqual(depths[chapter], 3, "\(chapter)'s screen is one step from chapter 8's")
    }
    for chapter in ["Iterator", "Visitor"] {
      XCTAssertEqual(depths[chapter], 4, "\(chapter)'s screen is a step from chapter 10's")
    }
    XCTAssertEqual(
      depths.filter { $0.value > 3 }.keys.sorted(), ["Iterator", "Visitor"],
      "only a chapter that is a step from a part-3 chapter goes one level deeper: \(depths)")
    let introduction = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Chapters/00-Introduction.md"),
      encoding: .utf8)
    XCTAssertTrue(
      introduction.replacingOccurrences(of: "\n", with: " ").contains(
        "at most three levels below chapter 5's screen (7, then 8, then one part-3 chapter) for "
          + "every chapter that is a step from the finished app"))
  }
}
