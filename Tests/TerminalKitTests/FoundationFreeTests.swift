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

  /// The compiler's view, which no spelling of the import escapes (`import struct
  /// Foundation.Date`, `@preconcurrency import Foundation`): the dependency file it
  /// wrote for each source file names every module that file's compile loaded, and
  /// none of them is Foundation or a part of it. (Only the files of today's sources:
  /// a removed file's dependency file stays in the build folder.)
  func testTheFirstChaptersModulesLoadNoFoundationWhenBuilt() throws {
    let modules = [
      "Sources/POSIXCalls": "POSIXCalls", "Sources/TerminalKit": "TerminalKit",
      "Sources/MVC": "MVC", "Sources/chapter-mvc": "chapter_mvc",
    ]
    for (folder, module) in modules {
      let sources = TestPaths.packageRoot.appendingPathComponent(folder)
      let built = TestPaths.productsDirectory.appendingPathComponent("\(module).build")
      let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      XCTAssertFalse(files.isEmpty, folder)
      for file in files {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let dependencies = built.appendingPathComponent("\(name).d")
        let text = try String(contentsOf: dependencies, encoding: .utf8)
        let loaded = text.split(whereSeparator: \.isWhitespace).filter {
          $0.contains("/Foundation") && $0.contains(".swiftmodule")
        }
        XCTAssertEqual(loaded, [], "\(folder)/\(file) loads Foundation when compiled")
      }
    }
  }
}
