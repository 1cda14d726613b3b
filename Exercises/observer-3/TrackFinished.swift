// Given: the event a player posts when a track ends. Read it; do not edit it.
import Foundation

extension Notification.Name {
  static let trackFinished = Notification.Name("TrackFinished")
}

/// What a `.trackFinished` notification carries: the title, in the object.
enum TrackFinished {
  static func post(_ title: String, to center: NotificationCenter) {
    center.post(name: .trackFinished, object: title)
  }
}
