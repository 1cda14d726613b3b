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

  // solution.begin
  private static let userInfoKey = "TrackFinished"

  // solution.end
  /// Posts this event to `center`.
  func post(to center: NotificationCenter) {
    // solution.begin
    center.post(name: .trackFinished, object: nil, userInfo: [Self.userInfoKey: self])
    // solution.starter
    //>     // TODO: post a .trackFinished notification carrying this event.
    // solution.end
  }

  /// Reads the event back out of a notification posted by `post(to:)`; `nil` for any
  /// other notification, even one with the same name.
  init?(_ notification: Notification) {
    // solution.begin
    guard notification.name == .trackFinished,
      let event = notification.userInfo?[Self.userInfoKey] as? TrackFinished
    else { return nil }
    self = event
    // solution.starter
    //>     // TODO: read the event that post(to:) put in the notification.
    //>     return nil
    // solution.end
  }

  init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
