// Mistake: the list is guarded, but one change takes two turns of the lock (take the old
// entry out, then put the new one in front), so two threads can both insert the title.
// Lesson: a change that must look whole is made under one lock; a Mutex makes each
// turn safe, not the steps between them (chapter 2, thread safety).
import Synchronization

/// The albums played lately, newest first: one list for the whole app, which any thread
/// or task may add to or read at any moment.
final class RecentAlbums: Sendable {
  /// The one list.
  static let shared = RecentAlbums()

  /// The titles, newest first. A `Mutex` is `Sendable` and lets one thread at a time in,
  /// so this class may be `Sendable` although the list changes.
  private let titlesInOrder = Mutex<[String]>([])

  private init() {}

  /// Notes that the album `title` was just played: it goes to the front of the list,
  /// and an earlier entry for the same title is taken out, so no title is listed twice.
  func record(_ title: String) {
    titlesInOrder.withLock { titles in titles.removeAll { $0 == title } }
    titlesInOrder.withLock { titles in titles.insert(title, at: 0) }
  }

  /// Every recorded title, newest first.
  var titles: [String] {
    titlesInOrder.withLock { $0 }
  }

  /// Forgets every title.
  func clear() {
    titlesInOrder.withLock { $0.removeAll() }
  }
}
