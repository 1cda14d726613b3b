// Mistake: the desk answers a billing ticket and hands it to the next desk as well.
// Lesson: a handler either handles a request or passes it on, never both (chapter 11,
// the walk).
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    let later = passOn(ticket)
    return ticket.topic == .billing ? "billing desk: refund for “\(ticket.text)”" : later
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.
func helpLine() -> any Desk {
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
}
