// Mistake: each title is cut to fourteen characters, the width of a view in the
// checks' strip, so a longer title is not the label's text.
// Lesson: the adapter hands the scroller the adaptee's data as views; how much of a view
// shows is the view's and the scroller's business (chapter 5, an adapter translates).
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
    Label(text: titles.indices.contains(index) ? String(titles[index].prefix(14)) : "")
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    guard titles.indices.contains(index) else { return }
    chosen.append(titles[index])
  }

  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    startTitle.flatMap { titles.firstIndex(of: $0) } ?? 0
  }
}
