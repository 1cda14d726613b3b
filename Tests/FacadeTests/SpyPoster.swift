import Foundation
import Synchronization

@testable import Facade

/// Records every post it is asked to make, and answers with `outcome`. With `isHeld`,
/// a post waits until `release()`, so a test can look at the library mid-post.
final class SpyPoster: HTTPPosting {
  struct Post: Equatable, Sendable {
    var path: String
    var body: String
  }

  let baseURL = URL(string: "http://spy.invalid")!
  private let state = Mutex<(posts: [Post], isHeld: Bool)>(([], false))
  private let outcome: @Sendable (String) -> PostOutcome

  init(outcome: @escaping @Sendable (String) -> PostOutcome = { .delivered(path: $0, status: 200) })
  {
    self.outcome = outcome
  }

  var posts: [Post] { state.withLock { $0.posts } }

  func hold() { state.withLock { $0.isHeld = true } }
  func release() { state.withLock { $0.isHeld = false } }

  func post(_ path: String, body: String) async -> PostOutcome {
    state.withLock { $0.posts.append(Post(path: path, body: body)) }
    while state.withLock({ $0.isHeld }) {
      try? await Task.sleep(for: .milliseconds(5))
    }
    return outcome(path)
  }
}
