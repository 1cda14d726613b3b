// Mistake: the new file is renamed over the old before its bytes are flushed, so a power
// cut after the rename leaves a file whose bytes never reached the disk.
// Lesson: flush, then rename: the rename must switch to a file that is whole on the
// disk (chapter 7, saving the memento safely).
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
    try disk.rename(temporary, to: path)
    try disk.flush(path)
  } catch {
    try? disk.remove(temporary)
    throw error
  }
}
