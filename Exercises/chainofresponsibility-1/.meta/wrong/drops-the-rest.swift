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
