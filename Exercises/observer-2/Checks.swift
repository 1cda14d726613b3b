// The checks of exercise observer-2. Read them; do not edit them.
import ExerciseSupport
import Foundation

/// Collects what a centre delivers, read as events, in order.
@MainActor
final class Received {
  var events: [TrackFinished?] = []
}

/// The userInfo keys of a real post whose values were plain fields.
@MainActor
final class Posted {
  var looseKeys: [String] = []
}

/// Whether `value` is a plain value a hand-made notification could carry as well: a
/// string, a number, a truth value, or a collection or tuple of them.
func isLooseField(_ value: Any) -> Bool {
  if value is String || value is any Numeric || value is Bool { return true }
  let style = Mirror(reflecting: value).displayStyle
  return style == .tuple || style == .collection || style == .dictionary || style == .set
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a posted event is delivered once and reads back as itself") {
        let center = NotificationCenter()
        let received = Received()
        let token = center.addObserver(forName: .trackFinished, object: nil, queue: nil) { note in
          let event = TrackFinished(note)
          MainActor.assumeIsolated { received.events.append(event) }
        }
        defer { center.removeObserver(token) }
        let event = TrackFinished(title: "Blue Hour", seconds: 241)
        event.post(to: center)
        try expectEqual(received.events, [event], "the events delivered, read back")
      },
      Check("a notification of another name is not a track, whatever it carries") {
        let center = NotificationCenter()
        let received = Received()
        // A real post's payload, read again under another name.
        let token = center.addObserver(forName: .trackFinished, object: nil, queue: nil) { note in
          let renamed = TrackFinished(
            Notification(name: Notification.Name("Other"), object: nil, userInfo: note.userInfo))
          MainActor.assumeIsolated { received.events.append(renamed) }
        }
        defer { center.removeObserver(token) }
        TrackFinished(title: "Blue Hour", seconds: 241).post(to: center)
        try expectEqual(received.events.count, 1, "notifications delivered by post(to:)")
        try expect(
          received.events.first == .some(nil),
          "a notification named Other, carrying a posted track's payload, was read as a "
            + "track: check the name too")
      },
      Check("the payload is the event itself, not loose fields anyone can copy") {
        let center = NotificationCenter()
        let posted = Posted()
        let token = center.addObserver(forName: .trackFinished, object: nil, queue: nil) { note in
          let loose = (note.userInfo ?? [:]).filter { isLooseField($0.value) }.map {
            "\($0.key)"
          }
          MainActor.assumeIsolated { posted.looseKeys.append(contentsOf: loose) }
        }
        defer { center.removeObserver(token) }
        TrackFinished(title: "Blue Hour", seconds: 241).post(to: center)
        try expect(
          posted.looseKeys.isEmpty,
          "post(to:) puts plain values in userInfo (\(posted.looseKeys.sorted())): any code "
            + "can post the same dictionary, and a reader must trust its keys and types. "
            + "Carry the TrackFinished itself, under a key of your own")
      },
      Check("a notification with the right name but not posted by post(to:) is refused") {
        let forged = Notification(
          name: .trackFinished, object: nil, userInfo: ["title": "Blue Hour", "seconds": 241])
        try expect(
          TrackFinished(forged) == nil,
          "a hand-made notification with loose title and seconds entries was read as a "
            + "track: read only the typed payload that post(to:) puts in")
        let empty = Notification(name: .trackFinished, object: nil, userInfo: nil)
        try expect(TrackFinished(empty) == nil, "a notification with no payload was read")
      },
    ])
  }
}
