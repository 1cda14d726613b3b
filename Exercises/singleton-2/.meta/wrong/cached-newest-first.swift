// Mistake: the titles are kept oldest first (appending is cheap) with a newest-first copy
// made for readers and kept until the next record; clear() empties the list but not the
// copy, so a read after clear() can still show what was cleared.
// Lesson: the one instance has one state; every change, clearing included, goes through
// all of it under one lock, and a cache is part of that state (chapter 2, the one list).
import Synchronization

/// The albums played lately, newest first: one list for the whole app, which any thread
/// or task may add to or read at any moment.
final class RecentAlbums: Sendable {
  /// The one list.
  static let shared = RecentAlbums()

  /// The titles oldest first, and the newest-first copy readers were last given.
  private let state = Mutex<(oldestFirst: [String], shown: [String]?)>(([], nil))

  private init() {}

  /// Notes that the album `title` was just played: it goes to the front of the list,
  /// and an earlier entry for the same title is taken out, so no title is listed twice.
  func record(_ title: String) {
    state.withLock { state in
      state.oldestFirst.removeAll { $0 == title }
      state.oldestFirst.append(title)
      state.shown = nil
    }
  }

  /// Every recorded title, newest first.
  var titles: [String] {
    state.withLock { state in
      if let shown = state.shown { return shown }
      let shown = Array(state.oldestFirst.reversed())
      state.shown = shown
      return shown
    }
  }

  /// Forgets every title.
  func clear() {
    state.withLock { $0.oldestFirst.removeAll() }
  }
}
