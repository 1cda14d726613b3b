import AlbumServer
import Foundation
import Synchronization
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-observer`, run as a learner runs it: printed, scripted, against
/// its own server or a running one, with a fresh cache and then a filled one.
final class ChapterObserverExecutableTests: XCTestCase {
  private func freshCache() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("observer-cache-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder.path
  }

  func testPrintedItWaitsForTheVisibleCoversFromItsOwnServer() throws {
    let screen = try assertScreen(
      "chapter-observer", arguments: ["--cache", try freshCache()],
      shows: ["Covers: the app's own server (loopback) · 3 shown", "Album 1 of 5"],
      snapshot: "chapter-observer")
    XCTAssertFalse(screen.contains("⠋"), "no spinner left on a printed screen")
  }

  func testScriptedItWaitsForCoversThatComeIntoView() throws {
    let screen = try assertScreen(
      "chapter-observer", keys: "right right right right",
      arguments: ["--cache", try freshCache()],
      shows: ["Album 5 of 5", "5 shown"], snapshot: "chapter-observer-last")
    XCTAssertFalse(screen.contains("⠋"), screen)
  }

  func testASecondRunWithTheSameCacheAsksTheServerNothing() throws {
    let paths = Mutex<[String]>([])
    let server = try AlbumServer(port: 0) { request in paths.withLock { $0.append(request.path) } }
    server.start()
    defer { server.stop() }
    let arguments = ["--server", "http://127.0.0.1:\(server.port)", "--cache", try freshCache()]
    let first = try assertExecute("chapter-observer", arguments)
    XCTAssertTrue(first.standardOutput.contains("Covers: http://127.0.0.1:\(server.port)"))
    XCTAssertEqual(paths.withLock { $0.count }, 3, "the three covers on screen")
    let second = try assertExecute("chapter-observer", arguments)
    XCTAssertEqual(paths.withLock { $0.count }, 3, "no request the second time")
    XCTAssertEqual(first.standardOutput, second.standardOutput, "and the same screen")
  }

  func testWithAServerADeleteIsPostedAndItsAnswerShown() throws {
    let paths = Mutex<[String]>([])
    let server = try AlbumServer(port: 0) { request in
      paths.withLock { $0.append("\(request.method) \(request.path)") }
    }
    server.start()
    defer { server.stop() }
    let result = try assertExecute(
      "chapter-observer",
      ["--server", "http://127.0.0.1:\(server.port)", "--cache", try freshCache(), "--keys", "d"])
    XCTAssertTrue(
      result.standardOutput.contains("Deleted “Best of Bowie” · /api/deleteAlbum → 200"),
      result.standardOutput)
    XCTAssertTrue(paths.withLock { $0.contains("POST /api/deleteAlbum") })
  }

  func testAServerThatIsDownGivesPlaceholdersAndAMessage() throws {
    let server = try AlbumServer(port: 0) { _ in }
    server.stop()
    let result = try assertExecute(
      "chapter-observer",
      ["--server", "http://127.0.0.1:\(server.port)", "--cache", try freshCache()])
    let screen = result.standardOutput
    XCTAssertTrue(
      screen.contains("0 shown · 3 failed: server unreachable"),
      screen)
    XCTAssertFalse(screen.contains("⠋"), "every spinner stopped")
  }

  func testACorruptCacheFileIsFetchedAgainAndTheScreenSaysSo() throws {
    let cache = try freshCache()
    try FileManager.default.createDirectory(
      atPath: cache, withIntermediateDirectories: true)
    let corrupt = cache + "/album_david bowie_best of bowie.ppm"
    try Data("P6 24 24 255\n".utf8).write(to: URL(fileURLWithPath: corrupt))
    let result = try assertExecute("chapter-observer", ["--cache", cache])
    XCTAssertTrue(
      result.standardOutput.contains("3 shown · 1 corrupt, refetched"),
      result.standardOutput)
    let replaced = try Data(contentsOf: URL(fileURLWithPath: corrupt))
    XCTAssertEqual(replaced.count, "P6\n24 24\n255\n".utf8.count + 24 * 24 * 3, "replaced")
  }

  func testInAColourTerminalCoversAreDrawnInTwentyFourBitColour() throws {
    guard ProcessRunner.find("script") != nil else {
      throw XCTSkip("no `script` command to give the program a terminal")
    }
    let program = TestPaths.productsDirectory.appendingPathComponent("chapter-observer").path
    let command = "\(program) --size 80x24 --cache \(try freshCache())"
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", "(sleep 2; printf q) | script -qec \"\(command)\" /dev/null; echo exit=$?",
      ],
      environment: [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "TERM": "xterm-256color",
      ],
      timeout: .seconds(60))
    let output = result.standardOutput
    XCTAssertTrue(output.hasSuffix("exit=0\n"), output.suffix(300).debugDescription)
    XCTAssertTrue(output.contains("▀"), "half blocks")
    XCTAssertTrue(
      output.range(
        of: #"\x{1B}\[0;38;2;\d+;\d+;\d+;48;2;\d+;\d+;\d+m▀"#, options: .regularExpression)
        != nil, "a half block with 24-bit foreground and background")
    XCTAssertTrue(output.contains("3 shown"), "the covers arrived on screen")
  }

  func testAMalformedServerAddressIsAUsageError() throws {
    try assertExecute(
      "chapter-observer", ["--server", "ftp://nowhere"], exitCode: 2,
      errorContains: "invalid server URL 'ftp://nowhere'")
  }
}
