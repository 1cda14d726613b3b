import Foundation
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// Which of the toolchain's programs a check runs: lld to link, when the toolchain has
/// it, and the frontend itself to typecheck a probe, on Linux. The end-to-end checker
/// tests run them; these prove when each is chosen.
final class ToolChoiceTests: XCTestCase {
  func testLldIsUsedOnlyWhenTheToolchainShipsItBesideSwiftc() throws {
    let bin = try makeTemporaryFolder(self)
    let swiftc = bin.appendingPathComponent("swiftc")
    XCTAssertEqual(ExerciseChecker.fastLinker(beside: swiftc), [], "no lld: the default linker")
    try makeExecutable(bin.appendingPathComponent("ld.lld"))
    #if os(Linux)
      XCTAssertEqual(ExerciseChecker.fastLinker(beside: swiftc), ["-use-ld=lld"])
    #else
      XCTAssertEqual(ExerciseChecker.fastLinker(beside: swiftc), [], "only on Linux")
    #endif
  }

  func testAProbeIsTypecheckedByTheFrontendBesideSwiftcOnLinuxElseBySwiftc() throws {
    let bin = try makeTemporaryFolder(self)
    let swiftc = bin.appendingPathComponent("swiftc")
    let driver = CompileProbeRunner(swiftc: swiftc)
    XCTAssertEqual(driver.executable, swiftc, "no frontend beside it: swiftc itself")
    XCTAssertFalse(driver.isFrontend)
    try makeExecutable(bin.appendingPathComponent("swift-frontend"))
    let frontend = CompileProbeRunner(swiftc: swiftc)
    #if os(Linux)
      XCTAssertEqual(frontend.executable.lastPathComponent, "swift-frontend")
      XCTAssertTrue(frontend.isFrontend)
    #else
      XCTAssertEqual(
        frontend.executable, swiftc, "only on Linux: elsewhere the driver finds the SDK")
    #endif
  }

  func testAToolIsLookedForWhereALinkedSwiftcReallyIs() throws {
    let toolchain = try makeTemporaryFolder(self)
    try makeExecutable(toolchain.appendingPathComponent("swiftc"))
    try makeExecutable(toolchain.appendingPathComponent("ld.lld"))
    let onPath = try makeTemporaryFolder(self).appendingPathComponent("swiftc")
    try FileManager.default.createSymbolicLink(
      at: onPath, withDestinationURL: toolchain.appendingPathComponent("swiftc"))
    XCTAssertEqual(
      ExerciseChecker.tool("ld.lld", beside: onPath)?.resolvingSymlinksInPath().path,
      toolchain.appendingPathComponent("ld.lld").resolvingSymlinksInPath().path)
    XCTAssertNil(ExerciseChecker.tool("swift-frontend", beside: onPath))
  }

  private func makeExecutable(_ file: URL) throws {
    XCTAssertTrue(
      FileManager.default.createFile(
        atPath: file.path, contents: Data(), attributes: [.posixPermissions: 0o755]))
  }
}
