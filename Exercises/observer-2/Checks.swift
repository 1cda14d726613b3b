// The checks of exercise observer-2. Read them; do not edit them.
import ExerciseSupport
import Foundation

/// Collects what a centre delivers, read as events, in order.
@MainActor
final class Received {
  var events: [TrackFinished?] = []
}

/// Collects the notifications a centre delivers, to be read later. Unchecked: a centre
/// delivers on the thread that posts, and the checks post from one thread only.
final class Delivered: @unchecked Sendable {
  var notifications: [Notification] = []
}

/// Any event: titles of one to three words from every script (the empty one too), and
/// any seconds, none and below zero among them.
let anyEvent = Generators.array(of: Generators.sharedName, length: 1...3).flatMap { words in
  Generators.oneOf([Generators.int(in: -3...3), Generators.int(in: 0...100_000)]).map {
    TrackFinished(title: words.joined(separator: " "), seconds: $0)
  }
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
      Check("any events, posted one after another and read later: each reads as itself") {
        // Events of any title and any seconds, several posted before any is read: each
        // notification the centre delivered reads back as the event posted with it, and
        // only the centre posted to delivers anything.
        try forAll(Generators.array(of: anyEvent, length: 1...5)) { events in
          let center = NotificationCenter()
          let delivered = Delivered()
          let elsewhere = Delivered()
          let token = center.addObserver(forName: .trackFinished, object: nil, queue: nil) {
            note in delivered.notifications.append(note)
          }
          let defaultToken = NotificationCenter.default.addObserver(
            forName: .trackFinished, object: nil, queue: nil
          ) { note in elsewhere.notifications.append(note) }
          defer {
            center.removeObserver(token)
            NotificationCenter.default.removeObserver(defaultToken)
          }
          for event in events { event.post(to: center) }
          try expectEqual(
            delivered.notifications.map { TrackFinished($0) }, events.map { Optional($0) },
            "the events read from the delivered notifications, after all were posted")
          try expectEqual(
            elsewhere.notifications.count, 0,
            "notifications NotificationCenter.default delivered, though nothing was posted there")
        }
      },
    ])
  }
}
