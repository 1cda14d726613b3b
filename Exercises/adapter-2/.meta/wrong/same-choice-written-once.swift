// Mistake: a title is written down only when it differs from the last one written, so
// choosing the same track again (a second click on it, or two tracks of one name in a
// row) leaves no trace.
// Lesson: the adapter passes on every event the scroller reports, as it comes; what to
// make of a repeat is its caller's business (chapter 5, the delegate's events).
import Adapter
import TerminalKit

/// Fills a `HorizontalScroller` with one `Label` per track title.
@MainActor
final class TrackStripDelegate: HorizontalScrollerDelegate {
  let titles: [String]
  /// The track the strip starts on; `nil` (or a title not in the list): the first.
  let startTitle: String?
  /// The titles chosen so far, in order: by a click or by ← and →.
  private(set) var chosen: [String] = []

  init(titles: [String], startTitle: String? = nil) {
    self.titles = titles
    self.startTitle = startTitle
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int {
    titles.count
  }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    Label(text: titles.indices.contains(index) ? titles[index] : "")
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    guard titles.indices.contains(index) else { return }
    if chosen.last != titles[index] { chosen.append(titles[index]) }
  }

  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    startTitle.flatMap { titles.firstIndex(of: $0) } ?? 0
  }
}
