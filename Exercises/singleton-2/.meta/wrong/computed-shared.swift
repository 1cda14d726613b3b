// Mistake: `static var shared: RecentAlbums { RecentAlbums() }`, a computed property,
// makes a new, empty list on every access: each caller records into a list of its own.
// Lesson: a computed `static var` runs on every access; the one instance is a stored
// `static let` (chapter 2, lazy and once).
import Synchronization

/// The albums played lately, newest first: one list for the whole app, which any thread
/// or task may add to or read at any moment.
final class RecentAlbums: Sendable {
  /// The one list.
  static var shared: RecentAlbums { RecentAlbums() }

  /// The titles, newest first. A `Mutex` is `Sendable` and lets one thread at a time in,
  /// so this class may be `Sendable` although the list changes.
  private let titlesInOrder = Mutex<[String]>([])

  private init() {}

  /// Notes that the album `title` was just played: it goes to the front of the list,
  /// and an earlier entry for the same title is taken out, so no title is listed twice.
  func record(_ title: String) {
    // Removing and inserting happen under one lock: no other thread sees, or changes,
    // the list in between.
    titlesInOrder.withLock { titles in
      titles.removeAll { $0 == title }
      titles.insert(title, at: 0)
    }
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
