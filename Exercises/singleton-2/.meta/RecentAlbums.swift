import Synchronization

// Exercise singleton-2 · Recent albums from every thread
//
// The singleton is there already; what it lacks is its state. Albums are played from
// the screen, from background downloads and from tasks, all at once, and the one list
// must lose none of them. The task is in Chapters/02-Singleton.md, section Exercises.

/// The albums played lately, newest first: one list for the whole app, which any thread
/// or task may add to or read at any moment.
final class RecentAlbums: Sendable {
  /// The one list.
  static let shared = RecentAlbums()

  // solution.begin
  /// The titles, newest first. A `Mutex` is `Sendable` and lets one thread at a time in,
  /// so this class may be `Sendable` although the list changes.
  private let titlesInOrder = Mutex<[String]>([])

  // solution.starter
  // solution.end
  private init() {}

  /// Notes that the album `title` was just played: it goes to the front of the list,
  /// and an earlier entry for the same title is taken out, so no title is listed twice.
  func record(_ title: String) {
    // solution.begin
    // Removing and inserting happen under one lock: no other thread sees, or changes,
    // the list in between.
    titlesInOrder.withLock { titles in
      titles.removeAll { $0 == title }
      titles.insert(title, at: 0)
    }
    // solution.starter
    //>     // TODO: keep the title, newest first, safe while other threads record theirs.
    // solution.end
  }

  /// Every recorded title, newest first.
  var titles: [String] {
    // solution.begin
    titlesInOrder.withLock { $0 }
    // solution.starter
    //>     // TODO: the titles recorded so far.
    //>     []
    // solution.end
  }

  /// Forgets every title.
  func clear() {
    // solution.begin
    titlesInOrder.withLock { $0.removeAll() }
    // solution.starter
    //>     // TODO: empty the list.
    // solution.end
  }
}
