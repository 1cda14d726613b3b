// Exercise chainofresponsibility-1 · The billing desk
//
// A help line is a chain of desks; Desks.swift gives you the desk protocol, the
// delivery desk and the general desk. Write the billing desk, then put the line
// together. The task is in Chapters/11-ChainOfResponsibility.md, section Exercises.

/// Answers billing tickets ("billing desk: refund for “double charge”") and passes
/// every other ticket on to the desk after it.
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    // solution.begin
    ticket.topic == .billing ? "billing desk: refund for “\(ticket.text)”" : passOn(ticket)
    // solution.starter
    //>     ""  // TODO: which tickets are this desk's, and where does every other one go?
    // solution.end
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.
func helpLine() -> any Desk {
  // solution.begin
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
  // solution.starter
  //>   GeneralDesk()  // TODO: the three desks, each handed the one after it
  // solution.end
}
