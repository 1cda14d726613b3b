// Mistake: the start title is looked for ignoring case, so a start title the list does
// not hold ("paper moon" for "Paper Moon") starts the strip on a track, not on the first.
// Lesson: an adapter keeps its contract exactly: a title not in the list starts on the
// first track (chapter 5, the delegate's answers).
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
    chosen.append(titles[index])
  }

  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    startTitle.flatMap { start in
      titles.firstIndex { $0.lowercased() == start.lowercased() }
    } ?? 0
  }
}
