// The notes line's words, written once for every screen that shows covers.
extension LibraryAPI {
  /// "Covers: the app's own server (loopback) · 3 shown", and why covers failed (the
  /// first reason in alphabetical order, so a printed screen is the same every time).
  ///
  /// - Parameter source: where covers come from, in a few words.
  public func coverLineText(source: String) -> String {
    let status = coverStatus
    var text = "Covers: \(source)"
    if hasCoversOnTheirWay { text += " · loading…" }
    text += " · \(status.downloaded + status.fromCache) shown"
    if status.corruptFilesReplaced > 0 {
      text += " · \(status.corruptFilesReplaced) corrupt, refetched"  // cache files
    }
    if let reason = status.failures.map(\.reason).min() {
      text += " · \(status.failures.count) failed: \(reason)"
    }
    if let problem = status.saveProblem { text += " · \(problem)" }
    return text
  }
}
