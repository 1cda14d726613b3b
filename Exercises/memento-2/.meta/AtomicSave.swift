import Foundation

// Exercise memento-2 · Saving whole or not at all
//
// Write the save a caretaker needs: whatever moment the power goes, the file holds the
// old bytes or the new, never a mix and never nothing. The task is in
// Chapters/07-Memento.md, section Exercises.

/// Replaces the contents of `path` on `disk` with `data`, whole or not at all.
///
/// - Throws: whatever the disk throws; the file at `path` is then as it was, and no
///   other file is left behind.
func save(_ data: Data, to path: String, on disk: some Disk) throws(DiskError) {
  // solution.begin
  let temporary = path + ".saving"
  // A save cut short may have left it; it was never renamed, so it holds nothing of value.
  try? disk.remove(temporary)
  do {
    try disk.createFile(temporary, containing: data)
    try disk.flush(temporary)
    try disk.rename(temporary, to: path)
  } catch {
    try? disk.remove(temporary)
    throw error
  }
  // solution.starter
  //>   // TODO: the old file must survive until the new one is complete.
  //>   try? disk.remove(path)
  //>   try disk.createFile(path, containing: data)
  // solution.end
}
