// Mistake: the desk tidies a ticket's text (trims its spaces, lowercases it) before
// handing it on, so the desk that answers it quotes words the caller never wrote.
// Lesson: a handler that does not take a request passes that same request on; what
// goes along the chain is not the handler's to change (chapter 11, the walk).
import Foundation

/// Answers billing tickets ("billing desk: refund for “double charge”") and passes
/// every other ticket on to the desk after it.
struct BillingDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    if ticket.topic == .billing { return "billing desk: refund for “\(ticket.text)”" }
    let tidy = ticket.text.trimmingCharacters(in: .whitespaces).lowercased()
    return passOn(Ticket(topic: ticket.topic, text: tidy))
  }
}

/// The help line a caller rings: the delivery desk, the billing desk, and the general
/// desk for whatever neither of them answers.

func helpLine() -> any Desk {
  DeliveryDesk(next: BillingDesk(next: GeneralDesk()))
}
