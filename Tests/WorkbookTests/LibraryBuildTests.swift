import Foundation
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// `workbook check` skips its `swift build` only while the chapters' sources have the
/// contents they had at the last build.
final class LibraryBuildTests: XCTestCase {
  private var root: URL!
  private var library: LibraryBuild!

  override func setUpWithError() throws {
    root = try makeTemporaryFolder(self)
    let products = root.appendingPathComponent(".build/debug")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/MVC"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
    try write("// a package", to: "Package.swift")
    try write("struct Album {}", to: "Sources/MVC/Album.swift")
    #if os(macOS)
      try write("", to: ".build/debug/libBlueLibrary.dylib")
    #else
      try write("", to: ".build/debug/libBlueLibrary.so")
    #endif
    library = LibraryBuild(packageRoot: root, productsDirectory: products)
  }

  private func write(_ text: String, to path: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  func testABuildIsNeededUntilOneIsRecorded() {
    XCTAssertFalse(library.isCurrent(sourcesHash: library.sourcesHash()))
    library.recordBuilt(sourcesHash: library.sourcesHash())
    XCTAssertTrue(library.isCurrent(sourcesHash: library.sourcesHash()))
  }

  func testAnEditedAddedOrRemovedSourceNeedsABuild() throws {
    let built = library.sourcesHash()
    library.recordBuilt(sourcesHash: built)
    try write("struct Album { var title = \"\" }", to: "Sources/MVC/Album.swift")
    XCTAssertFalse(library.isCurrent(sourcesHash: library.sourcesHash()))
    try write("struct Album {}", to: "Sources/MVC/Album.swift")
    XCTAssertTrue(library.isCurrent(sourcesHash: library.sourcesHash()))
    try write("struct Song {}", to: "Sources/MVC/Song.swift")
    XCTAssertFalse(library.isCurrent(sourcesHash: library.sourcesHash()))
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/MVC/Song.swift"))
    try write("// the package, edited", to: "Package.swift")
    XCTAssertFalse(library.isCurrent(sourcesHash: library.sourcesHash()))
  }

  func testASaveWithoutAChangeNeedsNoBuild() throws {
    library.recordBuilt(sourcesHash: library.sourcesHash())
    let file = root.appendingPathComponent("Sources/MVC/Album.swift")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: file.path)
    XCTAssertTrue(library.isCurrent(sourcesHash: library.sourcesHash()))
  }

  func testAMissingLibraryNeedsABuild() throws {
    library.recordBuilt(sourcesHash: library.sourcesHash())
    try FileManager.default.removeItem(
      at: root.appendingPathComponent(".build/debug").appendingPathComponent(
        try FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(".build/debug").path
        ).first { $0.hasPrefix("libBlueLibrary") } ?? "none"))
    XCTAssertFalse(library.isCurrent(sourcesHash: library.sourcesHash()))
  }
}
