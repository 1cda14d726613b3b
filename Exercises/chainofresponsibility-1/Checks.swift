// The checks of exercise chainofresponsibility-1. Read them; do not edit them.
import ExerciseSupport

/// A desk that answers every ticket and remembers what it was handed.
final class SpyDesk: Desk {
  var next: (any Desk)? { nil }
  private(set) var handed: [Ticket] = []

  func take(_ ticket: Ticket) -> String {
    handed.append(ticket)
    return "spy desk: “\(ticket.text)”"
  }
}

let doubleCharge = Ticket(topic: .billing, text: "double charge")
let brokenScreen = Ticket(topic: .technical, text: "broken screen")
let lateParcel = Ticket(topic: .delivery, text: "late parcel")

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the billing desk answers a billing ticket, and the desk after it never sees it") {
        let spy = SpyDesk()
        let answer = BillingDesk(next: spy).take(doubleCharge)
        try expectEqual(answer, "billing desk: refund for “double charge”", "the answer")
        try expect(
          spy.handed.isEmpty,
          "the desk after the billing desk was handed \(spy.handed.count) ticket(s) it "
            + "answered itself: a desk that handles a ticket does not pass it on too.")
      },
      Check("any other ticket goes to the next desk, whatever kind of desk that is") {
        for ticket in [brokenScreen, lateParcel] {
          let spy = SpyDesk()
          let answer = BillingDesk(next: spy).take(ticket)
          try expect(
            spy.handed == [ticket],
            "the next desk was handed \(spy.handed.map(\.text)), not [\"\(ticket.text)\"] "
              + "once: a ticket the billing desk does not answer (a \(ticket.topic) one too) "
              + "goes on, to any desk at all.")
          try expectEqual(answer, "spy desk: “\(ticket.text)”", "the answer the caller gets")
        }
      },
      Check("at the end of the line, a ticket nobody answers is said to be unanswered") {
        let answer = BillingDesk(next: nil).take(brokenScreen)
        try expect(
          answer == "no desk answered “broken screen”",
          "the last desk said \"\(answer)\": a chain that drops what nobody answers leaves "
            + "the caller with nothing. Pass it on: passOn knows what the end says.")
      },
      Check("in a line of desks each ticket reaches the one that answers it") {
        let spy = SpyDesk()
        let line = DeliveryDesk(next: BillingDesk(next: spy))
        try expectEqual(line.take(lateParcel), "delivery desk: tracking “late parcel”", "delivery")
        try expectEqual(
          line.take(doubleCharge), "billing desk: refund for “double charge”", "billing")
        try expectEqual(line.take(brokenScreen), "spy desk: “broken screen”", "technical")
        try expectEqual(spy.handed, [brokenScreen], "what reached the end of the line")
      },
    ])
  }
}
