// Mistake: a save that fails halfway leaves its unfinished file behind, beside the old.
// Lesson: a failed save leaves the folder as it found it: the old file and nothing else
// (chapter 7, saving the memento safely).
import Foundation

/// Replaces the contents of `path` on `disk` with `data`, whole or not at all.
///
/// - Throws: whatever the disk throws; the file at `path` is then as it was, and no
///   other file is left behind.
func save(_ data: Data, to path: String, on disk: some Disk) throws(DiskError) {
  let temporary = path + ".saving"
  // A save cut short may have left it; it was never renamed, so it holds nothing of value.
  try? disk.remove(temporary)
  do {
    try disk.createFile(temporary, containing: data)
    try disk.flush(temporary)
    try disk.rename(temporary, to: path)
  } catch {
    throw error
  }
}
