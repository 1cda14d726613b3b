// Mistake: the start method is spelled `initialViewIndx(for:)`, so it is a method of its
// own and the protocol's default, 0, answers the scroller in its place.
// Lesson: a delegate method that does not match its requirement is never called when the
// protocol has a default; the compiler does not always warn (chapter 5, watch out for).
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

  func initialViewIndx(for scroller: HorizontalScroller) -> Int {
    startTitle.flatMap { titles.firstIndex(of: $0) } ?? 0
  }
}
