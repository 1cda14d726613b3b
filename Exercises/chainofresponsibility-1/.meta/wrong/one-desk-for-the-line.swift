// Mistake: the help line is one front desk that switches on the ticket's topic and
// answers as each desk would; the billing desk is written but never in the line.
// Lesson: a switch over the requests is what the chain replaces; the line is desks,
// each handed the one after it (chapter 11, intent).
/// Answers billing tickets ("billing desk: refund for “double charge”") and passes
/// every other ticket on to the desk after it.
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    ticket.topic == .billing ? "billing desk: refund for “\(ticket.text)”" : passOn(ticket)
  }
}

/// Answers every ticket itself, by topic.
struct FrontDesk: Desk {
  var next: (any Desk)? { nil }

  func take(_ ticket: Ticket) -> String {
    switch ticket.topic {
    case .delivery: "delivery desk: tracking “\(ticket.text)”"
    case .billing: "billing desk: refund for “\(ticket.text)”"
    case .technical: "general desk: we will call you about “\(ticket.text)”"
    }
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.

func helpLine() -> any Desk {
  FrontDesk()
}
