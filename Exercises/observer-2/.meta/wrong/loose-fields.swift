// Mistake: the event travels as loose fields, `["trackTitle": title, "trackSeconds":
// seconds]`, so any code can post the same dictionary and every reader must trust
// string keys and cast each value.
// Lesson: a typed notification carries the event as one value of its own type, read
// back in one place (chapter 6, notifications with a typed payload).
import Foundation

extension Notification.Name {
  static let trackFinished = Notification.Name("TrackFinished")
}

/// What a `.trackFinished` notification carries.
struct TrackFinished: Equatable, Sendable {
  let title: String
  let seconds: Int

  /// Posts this event to `center`.
  func post(to center: NotificationCenter) {
    center.post(
      name: .trackFinished, object: nil,
      userInfo: ["trackTitle": title, "trackSeconds": seconds])
  }

  /// Reads the event back out of a notification posted by `post(to:)`; `nil` for any
  /// other notification, even one with the same name.
  init?(_ notification: Notification) {
    guard notification.name == .trackFinished,
      let title = notification.userInfo?["trackTitle"] as? String,
      let seconds = notification.userInfo?["trackSeconds"] as? Int
    else { return nil }
    self.init(title: title, seconds: seconds)
  }

  init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
