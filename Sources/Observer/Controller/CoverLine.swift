import Adapter
import Facade
import MVC
import TerminalKit

// snippet.coverLine
/// Chapter 6's notes line: where covers come from and how they fared. It also makes the
/// strip's cover views (this chapter's `AlbumView`: making one is all it takes to have
/// its cover fetched) and waits, in a task of the screen's, while covers are on their
/// way, so that a scripted or printed run waits for them before printing.
@MainActor
public final class CoverLine: NotesLine {
  public let label = Label()
  /// The facade that answers the cover views' requests.
  public let library: LibraryAPI
  /// Where covers come from, in a few words: "the app's own server (loopback)".
  let sourceSummary: String
  /// The screen whose tasks carry the waits: the one the line was handed to.
  public weak var screen: ViewController?
  private var isWaitingForCovers = false

  public init(library: LibraryAPI, sourceSummary: String) {
    self.library = library
    self.sourceSummary = sourceSummary
    label.textColor = .gray
  }

  /// A cover view for `album`, which asks for its picture as it is made.
  public func makeCoverView(for album: Album) -> MVC.AlbumView {
    let cover = AlbumView(frame: .zero, albumCover: album.coverUrl)
    waitForCoversOnTheirWay()
    return cover
  }

  /// Rewrites the line from the facade's cover status.
  public func refresh() {
    label.text = library.coverLineText(source: sourceSummary)
  }

  /// Keeps one task waiting while covers are on their way; the line is rewritten when
  /// it ends.
  func waitForCoversOnTheirWay() {
    guard library.hasCoversOnTheirWay, !isWaitingForCovers, let screen else { return }
    isWaitingForCovers = true
    screen.startTask { [weak self] in
      await self?.library.coversSettled()
      self?.isWaitingForCovers = false
      self?.refresh()
    }
  }
  // snippet.end

  /// The line belongs to the covers, so a post's answer goes on the status line, after
  /// `said`; offline, nothing is added.
  public func follow(
    _ post: Task<PostOutcome, Never>, saying said: String, for screen: ViewController
  ) {
    screen.startTask { [weak screen] in
      let outcome = await post.value
      guard outcome != .offline else { return }
      screen?.statusText = "\(said) · \(outcome.summary)"
    }
  }
}
