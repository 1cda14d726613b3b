// Given with exercise memento-2. Read it; do not edit it.
import Foundation

/// The file operations a save may use. The checks hand in a disk that loses power at a
/// moment of their choosing: then every file whose bytes were not flushed is left torn,
/// and every call after the cut throws `DiskError.powerCut`.
protocol Disk {
  /// Creates `path`, which must not exist yet, and writes `data` into it. The bytes may
  /// still be only in memory: `flush` puts them on the disk.
  func createFile(_ path: String, containing data: Data) throws(DiskError)
  /// Puts a file's bytes on the disk (`fsync`).
  func flush(_ path: String) throws(DiskError)
  /// Gives `from` the name `to`, replacing any file named `to`, in one atomic step.
  func rename(_ from: String, to: String) throws(DiskError)
  /// Deletes `path`.
  func remove(_ path: String) throws(DiskError)
}

enum DiskError: Error, Equatable {
  case exists(String)
  case noSuchFile(String)
  case full
  case powerCut
}
