import Foundation
import WorkbookTestSupport
import XCTest

/// `swift test --filter <Chapter>` runs that chapter's suites and nothing else. The
/// filter is a regular expression over `Target.Class/testMethod`, so a chapter's name
/// anywhere in another target's name, one of its classes or one of its tests would pull
/// that test into the chapter's run. Read from the test sources' declarations, which is
/// what the names come from.
final class TestRoomTests: XCTestCase {
  static let chapters = [
    "MVC", "Singleton", "Facade", "Decorator", "Adapter", "Observer", "Memento", "Command",
    "Strategy", "Composite", "ChainOfResponsibility", "State", "Iterator",
    "Visitor", "Interpreter", "Mediator", "TemplateMethod",
  ]

  func testEachChapterFilterMatchesOnlyItsOwnTarget() throws {
    let names = try Self.declaredNames()
    for chapter in Self.chapters {
      let own = "\(chapter)Tests"
      XCTAssertTrue(names.keys.contains(own), "no \(own) target")
      for (target, declared) in names where target != own {
        let strays = ([target] + declared).filter { $0.contains(chapter) }
        XCTAssertEqual(
          strays, [], "--filter \(chapter) would also run these in \(target); rename them")
      }
    }
  }

  /// Every test target's name, with the classes and test methods its files declare.
  static func declaredNames() throws -> [String: [String]] {
    let tests = TestPaths.packageRoot.appendingPathComponent("Tests")
    let files = FileManager.default
    var names: [String: [String]] = [:]
    for target in try files.contentsOfDirectory(atPath: tests.path)
    where target.hasSuffix("Tests") {
      let folder = tests.appendingPathComponent(target)
      var declared: [String] = []
      for file in try files.subpathsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift")
      {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        declared += declarations(in: text)
      }
      names[target] = declared
    }
    return names
  }

  /// The type names after `class` and the names after `func test` in `text`.
  static func declarations(in text: String) -> [String] {
    let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    return zip(words, words.dropFirst()).compactMap { keyword, name in
      let isClass = keyword == "class" && name.first?.isUppercase == true
      let isTest = keyword == "func" && name.hasPrefix("test")
      return isClass || isTest ? String(name) : nil
    }
  }

  func testTheDeclarationsAreFoundAsTheFilterSeesThem() {
    let text = """
      // A class of its own.
      final class CoverTests: XCTestCase {
        func testACover() {}
        func helper() {}
      }
      """
    XCTAssertEqual(Self.declarations(in: text), ["CoverTests", "testACover"])
  }
}
