// Mistake: the desk passes tickets on only to the kind of desk it expects after it.
// Lesson: a handler knows its successor only as "the next handler"; any desk may
// follow it (chapter 11, no responder knows the next one's type).
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    if ticket.topic == .billing { return "billing desk: refund for “\(ticket.text)”" }
    guard let delivery = next as? DeliveryDesk else {
      return "no desk answered “\(ticket.text)”"
    }
    return delivery.take(ticket)
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.
func helpLine() -> any Desk {
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
}
