import AppSupport
import Foundation
import WorkbookTestSupport
import XCTest

/// What the app reads from places a user can put anything in is judged before it is
/// read, and a file it cannot use is kept aside under a name of its own.
final class SafeFileTests: XCTestCase {
  private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  func testARegularFileWithinTheLimitIsReadWhole() throws {
    let folder = try makeTemporaryFolder(self)
    let path = try write("twelve bytes", "f", in: folder)
    XCTAssertEqual(
      try SafeFile.read(path, atMost: 12, followingLinks: false), Data("twelve bytes".utf8))
  }

  func testWhatIsNotARegularFileOfASensibleSizeIsRefusedBeforeReading() throws {
    let folder = try makeTemporaryFolder(self)
    let path = try write("thirteen byte", "f", in: folder)
    let cases: [(String, Int, SafeFileRefusal)] = [
      (path, 12, .tooLarge(size: 13)),
      // /dev/zero never ends: reading it would hang the program.
      ("/dev/zero", 1 << 20, .notRegular),
      (folder.path, 1 << 20, .notRegular),
      (folder.appendingPathComponent("none").path, 1 << 20, .missing),
    ]
    for (path, limit, refusal) in cases {
      XCTAssertThrowsError(try SafeFile.read(path, atMost: limit, followingLinks: true), path) {
        XCTAssertEqual($0 as? SafeFileRefusal, refusal, path)
      }
    }
  }

  func testALinkIsFollowedOnlyWhenAsked() throws {
    let folder = try makeTemporaryFolder(self)
    let target = try write("x", "target", in: folder)
    let link = folder.appendingPathComponent("link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    XCTAssertEqual(try SafeFile.read(link, atMost: 10, followingLinks: true), Data("x".utf8))
    XCTAssertThrowsError(try SafeFile.read(link, atMost: 10, followingLinks: false)) {
      XCTAssertEqual($0 as? SafeFileRefusal, .notRegular)
    }
  }

  func testABadFileIsSetAsideUnderTheFirstFreeNumber() throws {
    let folder = try makeTemporaryFolder(self)
    _ = try write("kept earlier", "state.json.bad-1", in: folder)
    let path = try write("broken", "state.json", in: folder)
    let kept = try XCTUnwrap(SafeFile.setAside(URL(fileURLWithPath: path)))
    XCTAssertEqual(kept.lastPathComponent, "state.json.bad-2")
    XCTAssertEqual(try String(contentsOf: kept, encoding: .utf8), "broken")
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("state.json.bad-1"), encoding: .utf8),
      "kept earlier")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }

  func testFoldersAreMadeForThisUserOnly() throws {
    let folder = try makeTemporaryFolder(self).appendingPathComponent("a/b")
    try SafeFile.makeFolders(folder)
    let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions]
    XCTAssertEqual(mode as? Int, 0o700)
  }
}

/// The app's folders, the XDG way.
final class AppDirectoryTests: XCTestCase {
  func testTheVariableWhenAbsoluteElseTheDefaultUnderHome() {
    XCTAssertEqual(
      AppDirectory.state.url(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path,
      "/s/bluelibrary")
    XCTAssertEqual(
      AppDirectory.state.url(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"])?.path,
      "/h/.local/state/bluelibrary", "the XDG spec ignores a relative path")
    XCTAssertEqual(
      AppDirectory.cache.url(environment: ["HOME": "/h"])?.path, "/h/.cache/bluelibrary")
    XCTAssertEqual(
      AppDirectory.cache.url(environment: ["XDG_CACHE_HOME": "/c"])?.path, "/c/bluelibrary")
    XCTAssertNil(AppDirectory.state.url(environment: ["HOME": ""]))
  }
}
