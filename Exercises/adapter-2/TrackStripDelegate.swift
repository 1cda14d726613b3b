import Adapter
import TerminalKit

// Exercise adapter-2 · A strip of track names
//
// Chapter 5's HorizontalScroller shows whatever its delegate hands it. Adapt a list of
// track titles to it: one label per track, the chosen titles written down, and the
// strip starting on a given track. The task is in Chapters/05-Adapter.md, section
// Exercises.

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
    // TODO: how many views the strip has.
    0
  }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    // TODO: a Label showing the title at `index`.
    View()
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    // TODO: write down the chosen title.
  }

  // TODO: start the strip on `startTitle`. The protocol's default starts at 0.
}
