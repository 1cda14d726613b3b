// Mistake: the billing desk hands what it does not answer to a general desk it makes
// itself, so the line it was given after it is never asked.
// Lesson: the client that builds the chain decides who comes next; a handler passes
// on to the successor it was given, whatever it is (chapter 11, the walk).

/// Answers billing tickets ("billing desk: refund for “double charge”") and passes
/// every other ticket on to the desk after it.
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    ticket.topic == .billing
      ? "billing desk: refund for “\(ticket.text)”" : GeneralDesk().take(ticket)
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.
func helpLine() -> any Desk {
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
}
