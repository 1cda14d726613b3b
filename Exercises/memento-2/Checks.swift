// The checks of exercise memento-2. Read them; do not edit them.
import ExerciseSupport
import Foundation

/// A disk in memory that can lose power before its `cutAt`-th operation. A cut tears
/// every file not flushed since it was written: half its bytes stay.
final class TestDisk: Disk {
  private(set) var files: [String: (data: Data, flushed: Bool)] = [:]
  var cutAt: Int?
  var refusesWrites = false
  private var operations = 0
  private var isCut = false

  init(_ files: [String: Data]) {
    for (path, data) in files { self.files[path] = (data, true) }
  }

  /// What each path holds now.
  var contents: [String: Data] { files.mapValues(\.data) }

  /// What each path holds once the power is gone.
  var afterTheCut: [String: Data] {
    files.mapValues { $0.flushed ? $0.data : $0.data.prefix($0.data.count / 2) }
  }

  private func step() throws(DiskError) {
    if isCut { throw .powerCut }
    operations += 1
    if operations == cutAt {
      isCut = true
      throw .powerCut
    }
  }

  func createFile(_ path: String, containing data: Data) throws(DiskError) {
    try step()
    guard files[path] == nil else { throw .exists(path) }
    files[path] = (data.prefix(data.count / 2), false)
    if refusesWrites { throw .full }  // full halfway: the file is there, torn
    try step()  // the power may go halfway through the bytes
    files[path] = (data, false)
  }

  func flush(_ path: String) throws(DiskError) {
    try step()
    guard let file = files[path] else { throw .noSuchFile(path) }
    files[path] = (file.data, true)
  }

  func rename(_ from: String, to: String) throws(DiskError) {
    try step()
    guard let file = files.removeValue(forKey: from) else { throw .noSuchFile(from) }
    files[to] = file
  }

  func remove(_ path: String) throws(DiskError) {
    try step()
    guard files.removeValue(forKey: path) != nil else { throw .noSuchFile(path) }
  }
}

let old = Data(#"{"version": 1, "albums": ["A", "B", "C"]}"#.utf8)
let new = Data(#"{"version": 1, "albums": ["A", "C"]}"#.utf8)

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a save replaces the file and leaves nothing else behind") {
        let disk = TestDisk(["state.json": old])
        try save(new, to: "state.json", on: disk)
        try expectEqual(disk.contents, ["state.json": new], "the disk after the save")
        try expect(
          disk.afterTheCut == disk.contents,
          "state.json's new bytes were never flushed: a power cut after the save tears them")
      },
      Check("a first save creates the file") {
        let disk = TestDisk([:])
        try save(new, to: "state.json", on: disk)
        try expectEqual(disk.contents, ["state.json": new], "the disk after the first save")
      },
      Check("a power cut at any moment leaves the old file or the new, whole") {
        for cut in 1...12 {
          let disk = TestDisk(["state.json": old])
          disk.cutAt = cut
          try? save(new, to: "state.json", on: disk)
          let found = disk.afterTheCut["state.json"]
          try expect(
            found == old || found == new,
            "with the power cut at operation \(cut), state.json holds "
              + (found.map { "\"\(String(decoding: $0, as: UTF8.self))\"" } ?? "nothing")
              + ": the old file was removed or overwritten before the new one was complete, "
              + "or renamed into place before its bytes were flushed. Write a new file "
              + "beside it, flush it, then rename it over the old one.")
        }
      },
      Check("a save cut short does not stop the next one") {
        for cut in 1...12 {
          let disk = TestDisk(["state.json": old])
          disk.cutAt = cut
          try? save(new, to: "state.json", on: disk)
          // The power is back: the disk holds what the cut left, leftovers included.
          let restarted = TestDisk(disk.afterTheCut)
          do {
            try save(new, to: "state.json", on: restarted)
          } catch {
            try fail(
              "after a power cut at operation \(cut), the next save throws \(error): a "
                + "temporary file the cut left behind is in its way. A save must not trip "
                + "over what an earlier one left.")
          }
          try expectEqual(
            restarted.contents["state.json"], new, "state.json after the save that followed the cut"
          )
        }
      },
      Check("a disk full halfway: the error is thrown, the old file stays, nothing is left") {
        let disk = TestDisk(["state.json": old])
        disk.refusesWrites = true
        do {
          try save(new, to: "state.json", on: disk)
          try fail("the save did not throw")
        } catch let error as DiskError {
          try expectEqual(error, .full, "the error")
        }
        try expectEqual(disk.afterTheCut, ["state.json": old], "the disk after the refusal")
      },
    ])
  }
}
