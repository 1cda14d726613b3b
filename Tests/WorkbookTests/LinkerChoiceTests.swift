import Foundation
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// The checks are linked with the toolchain's lld when it has one: the end-to-end
/// checker tests link with it, this proves when it is chosen.
final class LinkerChoiceTests: XCTestCase {
  func testLldIsUsedOnlyWhenTheToolchainShipsItBesideSwiftc() throws {
    let bin = try makeTemporaryFolder(self)
    let swiftc = bin.appendingPathComponent("swiftc")
    XCTAssertEqual(ExerciseChecker.fastLinker(beside: swiftc), [], "no lld: the default linker")
    let lld = bin.appendingPathComponent("ld.lld")
    XCTAssertTrue(
      FileManager.default.createFile(
        atPath: lld.path, contents: Data(), attributes: [.posixPermissions: 0o755]))
    #if os(Linux)
      XCTAssertEqual(ExerciseChecker.fastLinker(beside: swiftc), ["-use-ld=lld"])
    #else
      XCTAssertEqual(ExerciseChecker.fastLinker(beside: swiftc), [], "only on Linux")
    #endif
  }
}
