import MVC

// Exercise adapter-3 · A second shop's export
//
// A second shop exports records in a shape of its own, and any field may be missing.
// Write the object adapter that turns one into an Album, or says exactly what is
// wrong. The task is in Chapters/05-Adapter.md, section Exercises.

/// Holds a `StoreExportRecord` and hands out the `Album` it stands for.
struct StoreExportAdapter {
  let record: StoreExportRecord

  /// TODO: the record as an album, or the first thing wrong with it. Your design.
  func album() throws(StoreExportError) -> Album {
    throw .missing("everything")
  }
}
