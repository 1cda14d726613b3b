// Mistake: the payload is read whatever the notification's name, so another kind of
// notification that carries the same payload is taken for a finished track.
// Lesson: a notification is its name and its payload; the reader checks both (chapter 6,
// notifications with a typed payload).
import Foundation

extension Notification.Name {
  static let trackFinished = Notification.Name("TrackFinished")
}

/// What a `.trackFinished` notification carries.
struct TrackFinished: Equatable, Sendable {
  let title: String
  let seconds: Int

  private static let userInfoKey = "TrackFinished"

  /// Posts this event to `center`.
  func post(to center: NotificationCenter) {
    center.post(name: .trackFinished, object: nil, userInfo: [Self.userInfoKey: self])
  }

  /// Reads the event back out of a notification posted by `post(to:)`; `nil` for any
  /// other notification, even one with the same name.
  init?(_ notification: Notification) {
    guard let event = notification.userInfo?[Self.userInfoKey] as? TrackFinished
    else { return nil }
    self = event
  }

  init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
