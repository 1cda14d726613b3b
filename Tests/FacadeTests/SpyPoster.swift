import Foundation
import Synchronization

@testable import Facade

/// Records every post it is asked to make, and answers with `outcome`. With `isHeld`,
/// a post waits until `release()`, or until `releaseOne()` lets it alone through, so a
/// test can look at the library mid-post. Given a
/// `witness`, it also records what the witness sees at the moment each post arrives.
final class SpyPoster: HTTPPosting {
  struct Post: Equatable, Sendable {
    var path: String
    var body: String
  }

  let baseURL = URL(string: "http://spy.invalid")!
  private let state = Mutex<(posts: [Post], isHeld: Bool, seenAtPosts: [String], passes: Int)>(
    ([], false, [], 0))
  private let witness = Mutex<(@Sendable () -> String)?>(nil)
  private let outcome: @Sendable (String) -> PostOutcome

  init(outcome: @escaping @Sendable (String) -> PostOutcome = { .delivered(path: $0, status: 200) })
  {
    self.outcome = outcome
  }

  var posts: [Post] { state.withLock { $0.posts } }
  /// What the witness saw as each post arrived, oldest first.
  var seenAtPosts: [String] { state.withLock { $0.seenAtPosts } }

  /// Asks `look` for a description of the world each time a post arrives.
  func witness(_ look: @escaping @Sendable () -> String) { witness.withLock { $0 = look } }

  func hold() { state.withLock { $0.isHeld = true } }
  func release() { state.withLock { $0.isHeld = false } }
  /// Lets one held post through, the next to arrive if none is waiting; the rest stay held.
  func releaseOne() { state.withLock { $0.passes += 1 } }

  func post(_ path: String, body: String) async -> PostOutcome {
    let seen = witness.withLock { $0 }?()
    state.withLock {
      $0.posts.append(Post(path: path, body: body))
      if let seen { $0.seenAtPosts.append(seen) }
    }
    while !mayAnswer() {
      try? await Task.sleep(for: .milliseconds(5))
    }
    return outcome(path)
  }

  /// Whether a post may be answered now; a post let through alone uses up its pass.
  private func mayAnswer() -> Bool {
    state.withLock { state in
      guard state.isHeld else { return true }
      guard state.passes > 0 else { return false }
      state.passes -= 1
      return true
    }
  }
}
