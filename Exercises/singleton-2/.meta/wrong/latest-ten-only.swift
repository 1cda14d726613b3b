// Mistake: "recent" is read as "the last ten": the list drops its oldest title once it
// holds ten, so albums recorded from many tasks are lost.
// Lesson: the task's list forgets nothing but what clear() empties; a singleton keeps
// every change made through it (chapter 2, the one list).
import Synchronization

/// The albums played lately, newest first: one list for the whole app, which any thread
/// or task may add to or read at any moment.
final class RecentAlbums: Sendable {
  /// The one list.
  static let shared = RecentAlbums()

  /// How many titles the list keeps.
  private static let limit = 10

  /// The titles, newest first, under one lock.
  private let titlesInOrder = Mutex<[String]>([])

  private init() {}

  /// Notes that the album `title` was just played: it goes to the front of the list,
  /// and an earlier entry for the same title is taken out, so no title is listed twice.
  func record(_ title: String) {
    titlesInOrder.withLock { titles in
      titles.removeAll { $0 == title }
      titles.insert(title, at: 0)
      if titles.count > Self.limit { titles.removeLast() }
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
