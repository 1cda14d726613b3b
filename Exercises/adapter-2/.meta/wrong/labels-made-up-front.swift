// Mistake: every label is made up front and kept, one per track, so a strip of 1,000
// tracks holds 1,000 labels however few are on screen.
// Lesson: the scroller asks its delegate for a view when it comes on screen and lets it
// go after; the adapter answers each request, it does not cache the screen (chapter 5,
// the scroller's delegate).
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

  /// One label per title, made once.
  private let labels: [Label]

  init(titles: [String], startTitle: String? = nil) {
    self.titles = titles
    self.startTitle = startTitle
    labels = titles.map { Label(text: $0) }
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int {
    titles.count
  }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    labels.indices.contains(index) ? labels[index] : Label(text: "")
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    guard titles.indices.contains(index) else { return }
    chosen.append(titles[index])
  }

  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    startTitle.flatMap { titles.firstIndex(of: $0) } ?? 0
  }
}
