// Mistake: the desk answers billing tickets and turns every other ticket away itself.
// Lesson: a ticket a handler does not take goes on along the chain; only the end of the
// chain may say that nobody took it (chapter 11, the report).
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    ticket.topic == .billing
      ? "billing desk: refund for “\(ticket.text)”" : "no desk answered “\(ticket.text)”"
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.
func helpLine() -> any Desk {
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
}
