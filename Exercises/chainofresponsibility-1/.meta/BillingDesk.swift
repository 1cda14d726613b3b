// Exercise chainofresponsibility-1 · The billing desk
//
// A help line is a chain of desks; Desks.swift gives you the desk protocol and the
// delivery desk. Write the billing desk. The task is in
// Chapters/11-ChainOfResponsibility.md, section Exercises.

/// Answers billing tickets ("billing desk: refund for “double charge”") and passes
/// every other ticket on to the desk after it.
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    // solution.begin
    ticket.topic == .billing ? "billing desk: refund for “\(ticket.text)”" : passOn(ticket)
    // solution.starter
    //>     ""  // TODO: answer a billing ticket; hand any other to the next desk.
    // solution.end
  }
}
