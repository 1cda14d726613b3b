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

  private init() {}

  /// Notes that the album `title` was just played: it goes to the front of the list,
  /// and an earlier entry for the same title is taken out, so no title is listed twice.
  func record(_ title: String) {
    // TODO: keep the title, newest first, safe while other threads record theirs.
  }

  /// Every recorded title, newest first.
  var titles: [String] {
    // TODO: the titles recorded so far.
    []
  }

  /// Forgets every title.
  func clear() {
    // TODO: empty the list.
  }
}
