// Mistake: the desk looks at what kind of desk comes next, and when it is a delivery
// desk and the ticket is not about delivery, it hands the ticket straight to the desk
// after that one. Every answer is the same, one hop sooner, but the desk now knows
// the next desk's type and its rules.
// Lesson: a handler knows its successor only as "the next handler" and asks nothing
// of it but to take the request (chapter 11, no responder knows the next one's type).

/// Answers billing tickets ("billing desk: refund for “double charge”") and passes
/// every other ticket on to the desk after it.
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    if ticket.topic == .billing { return "billing desk: refund for “\(ticket.text)”" }
    if let delivery = next as? DeliveryDesk, ticket.topic != .delivery {
      return delivery.passOn(ticket)
    }
    return passOn(ticket)
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.

func helpLine() -> any Desk {
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
}
