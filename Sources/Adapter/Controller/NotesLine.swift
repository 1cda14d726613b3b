import Facade
import TerminalKit

/// The screen's bottom line, and what it says about a change's post: chapter 3's
/// server line here; chapter 6 hands the screen its cover line instead.
@MainActor
public protocol NotesLine: AnyObject {
  /// The label to place on screen.
  var label: Label { get }
  /// Rewrites the line; asked each time the screen lays out.
  func refresh()
  /// Says, once `post` is answered, what became of the change `said` names.
  func follow(_ post: Task<PostOutcome, Never>, saying said: String, for screen: ViewController)
}

extension ServerStatusLine: NotesLine {
  /// The server line says "posting…", then the answer; the change is on the status line.
  public func follow(
    _ post: Task<PostOutcome, Never>, saying said: String, for screen: ViewController
  ) {
    follow(post, for: screen)
  }
}
