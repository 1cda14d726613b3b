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

/// The desks a generated line is made of.
enum Kind: Sendable, CustomStringConvertible {
  case billing, delivery, general

  var description: String {
    switch self {
    case .billing: "billing desk"
    case .delivery: "delivery desk"
    case .general: "general desk"
    }
  }

  /// What this kind of desk answers, or nil when it passes the ticket on.
  func answer(_ ticket: Ticket) -> String? {
    switch self {
    case .billing: ticket.topic == .billing ? "billing desk: refund for “\(ticket.text)”" : nil
    case .delivery: ticket.topic == .delivery ? "delivery desk: tracking “\(ticket.text)”" : nil
    case .general: "general desk: we will call you about “\(ticket.text)”"
    }
  }
}

/// A line of desks in any order, any of them twice, and a ticket on any topic.
struct Line: Sendable, CustomStringConvertible {
  let kinds: [Kind]
  let topic: Int
  let text: String

  var ticket: Ticket { Ticket(topic: [.billing, .delivery, .technical][topic], text: text) }
  var description: String { "\(kinds) taking a \(ticket.topic) ticket “\(text)”" }

  static let any = Generators.array(
    of: Generators.element(of: [Kind.billing, .delivery, .general]), length: 0...5
  ).flatMap { kinds in
    Generators.int(in: 0...2).flatMap { topic in
      Generators.sharedName.map { Line(kinds: kinds, topic: topic, text: $0) }
    }
  }

  /// The line, as desks: each one handed the desk after it.
  var first: (any Desk)? {
    kinds.reversed().reduce(nil as (any Desk)?) { next, kind in
      switch kind {
      case .billing: BillingDesk(next: next)
      case .delivery: DeliveryDesk(next: next)
      case .general: GeneralDesk()
      }
    }
  }
}

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
      Check("in any line of desks, a ticket is answered by the first desk whose it is") {
        try forAll(Line.any) { line in
          let expected =
            line.kinds.lazy.compactMap { $0.answer(line.ticket) }.first
            ?? "no desk answered “\(line.text)”"
          let answer = line.first?.take(line.ticket) ?? "no desk answered “\(line.text)”"
          try expectEqual(answer, expected, "the answer the caller gets")
        }
      },
      Check("the help line answers delivery, billing, and anything else at the general desk") {
        let line = helpLine()
        try expectEqual(line.take(lateParcel), "delivery desk: tracking “late parcel”", "delivery")
        try expect(
          line.take(doubleCharge) == "billing desk: refund for “double charge”",
          "a billing ticket got \"\(line.take(doubleCharge))\": the billing desk must be in "
            + "the line, before the general desk, which answers whatever reaches it.")
        try expectEqual(
          line.take(brokenScreen), "general desk: we will call you about “broken screen”",
          "a technical ticket, which only the general desk answers")
      },
      Check("the help line is the delivery desk, the billing desk and the general desk") {
        var kinds: [String] = []
        var desk: (any Desk)? = helpLine()
        while let next = desk, kinds.count < 8 {
          kinds.append(String(describing: type(of: next)))
          desk = next.next
        }
        try expect(
          kinds == ["DeliveryDesk", "BillingDesk", "GeneralDesk"],
          "following next from helpLine() meets \(kinds): the line a caller rings is the "
            + "delivery desk, then the billing desk, then the general desk, each handed the "
            + "one after it. The chain's order is the client's to set; a desk that answers "
            + "for all the others is the switch the chain replaces.")
      },
      Check("a desk knows the next desk only as a desk") {
        let source = try SwiftSource(contentsOfFile: "BillingDesk.swift")
        try expect(
          source.typeTests.isEmpty,
          "BillingDesk.swift asks what a value is (\(source.typeTests.joined(separator: ", "))): "
            + "a desk hands on to whatever desk it was given and asks it nothing but to take "
            + "the ticket.")
        for (declaration, body) in source.declarations(extendingOrInheritingFrom: ["Desk"]) {
          for other in ["DeliveryDesk", "GeneralDesk"] where source.body(body, names: other) {
            throw CheckFailure(
              "\(declaration) names \(other): a desk knows the desk after it only as a desk; "
                + "which desks make the line, and in what order, is helpLine()'s to say.")
          }
        }
      },
    ])
  }
}
