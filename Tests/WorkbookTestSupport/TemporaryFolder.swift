import Foundation
import XCTest

/// A fresh, empty folder of the test's own under the system's temporary folder, removed
/// when the test ends: no test reads or writes the user's own files.
public func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(type(of: test))-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
  return folder
}
