// Mistake: the reader refuses an event with no title or no seconds, as if such a track
// could not have finished, so a posted event does not read back as itself.
// Lesson: a typed notification carries its event as it was posted; judging it is the
// observer's business, not the notification's (chapter 6, notifications with a typed
// payload).
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
    guard notification.name == .trackFinished,
      let event = notification.userInfo?[Self.userInfoKey] as? TrackFinished
    else { return nil }
    guard !event.title.isEmpty, event.seconds > 0 else { return nil }
    self = event
  }

  init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
