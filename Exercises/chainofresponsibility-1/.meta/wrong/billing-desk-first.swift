// Mistake: the help line puts the billing desk before the delivery desk. Every ticket
// still finds its desk, as the topics do not overlap, but the line is not the one the
// task describes, and a delivery ticket now waits at billing first.
// Lesson: the client that builds the chain decides its order, and the order is part of
// what it promises (chapter 11, the walk).
/// Answers billing tickets ("billing desk: refund for “double charge”") and passes
/// every other ticket on to the desk after it.
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    ticket.topic == .billing ? "billing desk: refund for “\(ticket.text)”" : passOn(ticket)
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.

func helpLine() -> any Desk {
  BillingDesk(next: DeliveryDesk(next: GeneralDesk()))
}
