import Foundation
import WorkbookTestSupport
import XCTest

/// What `swift run chapter-mvc` builds from a fresh clone imports no Foundation: that
/// one import adds about a quarter to the first screen's wait (6.5 s without it, 8 s
/// with it; `Scripts/measure-first-screen.sh`), since every module built on one that
/// imports it loads it too.
final class FoundationFreeTests: XCTestCase {
  func testTheFirstChaptersBuildGraphImportsNoFoundation() throws {
    for folder in [
      "Sources/POSIXCalls", "Sources/TerminalKit", "Sources/MVC", "Sources/chapter-mvc",
    ] {
      let root = TestPaths.packageRoot.appendingPathComponent(folder)
      let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      XCTAssertFalse(files.isEmpty, folder)
      for file in files {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let imports = text.split(separator: "\n").filter {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("import Foundation")
        }
        XCTAssertEqual(imports, [], "\(folder)/\(file) imports Foundation")
      }
    }
  }
}
