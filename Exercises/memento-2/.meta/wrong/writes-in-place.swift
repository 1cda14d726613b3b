// Mistake: the old file is removed and the new one written under its name, so a power
// cut between the two steps leaves no file, or half of one.
// Lesson: a save switches from the old state to the new in one atomic step, a rename of
// a finished file (chapter 7, saving the memento safely).
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
    try? disk.remove(path)
    try disk.createFile(path, containing: data)
    try disk.flush(path)
  } catch {
    try? disk.remove(temporary)
    throw error
  }
}
