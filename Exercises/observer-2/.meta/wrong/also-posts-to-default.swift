// Mistake: post(to:) posts to the centre it is given and, so that the app's screens hear
// it too, to NotificationCenter.default as well: observers of a centre nobody posted to
// are told of a track.
// Lesson: the subject posts to the one centre it is given; who listens there is the
// observers' choice (chapter 6, the notification centre).
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
    if center !== NotificationCenter.default {
      NotificationCenter.default.post(
        name: .trackFinished, object: nil, userInfo: [Self.userInfoKey: self])
    }
  }

  /// Reads the event back out of a notification posted by `post(to:)`; `nil` for any
  /// other notification, even one with the same name.
  init?(_ notification: Notification) {
    guard notification.name == .trackFinished,
      let event = notification.userInfo?[Self.userInfoKey] as? TrackFinished
    else { return nil }
    self = event
  }

  init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
