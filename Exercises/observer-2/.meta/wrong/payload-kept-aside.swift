// Mistake: the event is kept aside, in a static, and the notification carries only a
// marker of its own type; a reader gets whatever event was posted last, so a
// notification read after a second post reads as the second track.
// Lesson: the notification itself carries its event; each one reads back as what was
// posted with it (chapter 6, notifications with a typed payload).
import Foundation

extension Notification.Name {
  static let trackFinished = Notification.Name("TrackFinished")
}

/// What a `.trackFinished` notification carries.
struct TrackFinished: Equatable, Sendable {
  let title: String
  let seconds: Int

  private static let userInfoKey = "TrackFinished"

  /// Says "the event is in lastPosted".
  private struct Marker {}

  /// The event posted last.
  nonisolated(unsafe) private static var lastPosted: TrackFinished?

  /// Posts this event to `center`.
  func post(to center: NotificationCenter) {
    Self.lastPosted = self
    center.post(name: .trackFinished, object: nil, userInfo: [Self.userInfoKey: Marker()])
  }

  /// Reads the event back out of a notification posted by `post(to:)`; `nil` for any
  /// other notification, even one with the same name.
  init?(_ notification: Notification) {
    guard notification.name == .trackFinished,
      notification.userInfo?[Self.userInfoKey] is Marker, let event = Self.lastPosted
    else { return nil }
    self = event
  }

  init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
