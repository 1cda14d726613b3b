import Foundation

// Exercise observer-2 · A typed notification
//
// "A track finished" is posted through NotificationCenter. Give it a type, as chapter
// 6 gives .downloadImage one: a name, a payload, a way to post it and a way to read it
// back. The task is in Chapters/06-Observer.md, section Exercises.

extension Notification.Name {
  static let trackFinished = Notification.Name("TrackFinished")
}

/// What a `.trackFinished` notification carries.
struct TrackFinished: Equatable, Sendable {
  let title: String
  let seconds: Int

  /// Posts this event to `center`.
  func post(to center: NotificationCenter) {
    // TODO: post a .trackFinished notification carrying this event.
  }

  /// Reads the event back out of a notification posted by `post(to:)`; `nil` for any
  /// other notification, even one with the same name.
  init?(_ notification: Notification) {
    // TODO: read the event that post(to:) put in the notification.
    return nil
  }

  init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
