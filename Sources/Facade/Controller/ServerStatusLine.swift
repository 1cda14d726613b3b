import Foundation
import TerminalKit

/// The screen's server line: offline, or the server's address and what became of the
/// newest post. Controller-side: it reads the facade and fills a plain label.
@MainActor
public final class ServerStatusLine {
  /// The label to place on screen.
  public let label = Label()
  private let library: LibraryAPI
  /// What became of the newest post.
  public private(set) var lastPost: PostOutcome?
  /// Posts sent whose answers have not come back yet.
  private var pendingPosts = 0

  public init(library: LibraryAPI) {
    self.library = library
    refresh()
  }

  // snippet.follow
  /// Shows "posting…" until `post` is answered, then its outcome. The controller's
  /// task list carries the wait, so a scripted run prints the answer.
  public func follow(_ post: Task<PostOutcome, Never>, for controller: ViewController) {
    pendingPosts += 1
    refresh()
    controller.startTask { [weak self] in
      let outcome = await post.value
      guard let self else { return }
      pendingPosts -= 1
      lastPost = outcome
      refresh()
    }
  }
  // snippet.end

  /// Rewrites the label from the facade's connection and the posts so far.
  public func refresh() {
    guard let server = library.serverAddress else {
      label.text = "Server: offline, changes stay on this machine"
      return
    }
    let outcome = pendingPosts > 0 ? "posting…" : lastPost?.summary ?? "no change posted yet"
    label.text = "Server: \(server.absoluteString) · \(outcome)"
  }
}
