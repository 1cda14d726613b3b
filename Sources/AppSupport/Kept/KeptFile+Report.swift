import Foundation

extension KeptFile {
  // snippet.report
  /// Runs `save`, a save of the kept file a sentence calls `name` ("shelves"), and says
  /// how it went in a few words for a status line: "shelves saved", or "shelves not
  /// saved:" and why. A failure also goes to stderr as a warning, which the shell shows
  /// once the terminal is its own again (a printed run, at once).
  ///
  /// ```swift
  /// let (saved, said) = KeptFile.report(saving: "order") { () throws(KeptFileSaveError) in
  ///   try store.save(order)
  /// }
  /// ```
  public static func report(
    saving name: String, _ save: () throws(KeptFileSaveError) -> Void
  ) -> (saved: Bool, said: String) {
    do {
      try save()
      return (true, "\(name) saved")
    } catch {
      FileHandle.standardError.write(Data("warning: \(name) not saved: \(error)\n".utf8))
      return (false, "\(name) not saved: \(error)")
    }
  }
  // snippet.end
}

extension KeptFile {
  /// Says `text` on stderr as a notice: what became of a file the user kept, where the
  /// screen's words may give way to others before they are read.
  public static func notice(_ text: String) {
    FileHandle.standardError.write(Data("notice: \(text)\n".utf8))
  }
}
