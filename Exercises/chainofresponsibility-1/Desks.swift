// Given for exercise chainofresponsibility-1: read it, do not edit it. Your part is
// BillingDesk.swift.

/// A support ticket: what it is about, and what it says.
struct Ticket: Equatable {
  enum Topic { case billing, delivery, technical }
  let topic: Topic
  let text: String
}

/// One desk of a help line (the pattern's handler): it answers a ticket, or hands it to
/// the desk after it, knowing only that it is a desk.
protocol Desk {
  /// Where a ticket goes when this desk does not answer it; `nil` at the end of the line.
  var next: (any Desk)? { get }
  /// The answer the caller gets, from this desk or from one after it.
  func take(_ ticket: Ticket) -> String
}

extension Desk {
  /// Hands the ticket to the next desk, or, at the end of the line, says that no desk
  /// answered it: a ticket is never dropped without a word.
  func passOn(_ ticket: Ticket) -> String {
    next?.take(ticket) ?? "no desk answered “\(ticket.text)”"
  }
}

/// The first desk of the line: it answers delivery tickets and passes the rest on.
struct DeliveryDesk: Desk {
  let next: (any Desk)?

  func take(_ ticket: Ticket) -> String {
    ticket.topic == .delivery ? "delivery desk: tracking “\(ticket.text)”" : passOn(ticket)
  }
}

/// A desk for the end of a line: it answers every ticket that reaches it, so it never
/// passes one on.
struct GeneralDesk: Desk {
  var next: (any Desk)? { nil }

  func take(_ ticket: Ticket) -> String {
    "general desk: we will call you about “\(ticket.text)”"
  }
}
