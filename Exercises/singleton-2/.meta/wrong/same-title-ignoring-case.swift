// Mistake: a title played again is found ignoring case and spaces at its ends, so
// "Heroes" takes "heroes " off the list: two albums become one.
// Lesson: the list keeps each title it is given, exactly; "at most once" is about the
// same title, and a singleton's state is the app's data, not a place to tidy it
// (chapter 2, the one list).
import Foundation
import Synchronization

/// The albums played lately, newest first: one list for the whole app, which any thread
/// or task may add to or read at any moment.
final class RecentAlbums: Sendable {
  /// The one list.
  static let shared = RecentAlbums()

  /// The titles, newest first, each with the form it is compared in.
  private let entries = Mutex<[(title: String, key: String)]>([])

  private init() {}

  /// Notes that the album `title` was just played: it goes to the front of the list,
  /// and an earlier entry for the same title is taken out, so no title is listed twice.
  func record(_ title: String) {
    let key = title.lowercased().trimmingCharacters(in: .whitespaces)
    entries.withLock { entries in
      entries.removeAll { $0.key == key }
      entries.insert((title, key), at: 0)
    }
  }

  /// Every recorded title, newest first.
  var titles: [String] {
    entries.withLock { $0.map(\.title) }
  }

  /// Forgets every title.
  func clear() {
    entries.withLock { $0.removeAll() }
  }
}
