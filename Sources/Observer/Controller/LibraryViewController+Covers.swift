import Adapter
import TerminalKit

// snippet.screen
extension Adapter.LibraryViewController {
  /// The screen of chapter 6: chapter 5's, unchanged, handed this chapter's cover views
  /// and its notes line. Each cover view asks for its picture by notification; the
  /// facade answers; the screen only shows.
  public convenience init(library: LibraryAPI, coverSourceSummary: String) {
    let coverLine = CoverLine(library: library, sourceSummary: coverSourceSummary)
    self.init(
      library: library.albumLibrary, notes: coverLine, makeCoverView: coverLine.makeCoverView)
    coverLine.screen = self
    title = "BlueLibrary · Chapter 6: Observer"
  }
}
// snippet.end
