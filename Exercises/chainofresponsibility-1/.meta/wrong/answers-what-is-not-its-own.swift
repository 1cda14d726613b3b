// Mistake: the desk hands on only the tickets it knows belong to a later desk
// (technical ones) and answers everything else, delivery tickets included.
// Lesson: a handler takes what is its own and passes on every other request, not only
// the ones it expects someone else to want (chapter 11, watch out for: a responder that
// takes everything).
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    ticket.topic == .technical ? passOn(ticket) : "billing desk: refund for “\(ticket.text)”"
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.
func helpLine() -> any Desk {
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
}
