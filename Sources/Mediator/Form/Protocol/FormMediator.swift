import TerminalKit

// snippet.protocols
/// The one thing every part of the album form may talk to: the Gang of Four's Mediator,
/// as its colleagues see it. A colleague says what the user did to it; the mediator
/// decides what that means for the whole form and tells every colleague what to show.
@MainActor
public protocol FormMediator: AnyObject {
  /// `colleague` reports something the user did to it.
  func colleague(_ colleague: any FormColleague, did event: FormEvent)
}

/// A part of the form: it knows its mediator, through the protocol above, and no other
/// part. It reports the user's actions and shows what it is told, nothing more.
@MainActor
public protocol FormColleague: AnyObject {
  /// Where it reports; weak, because the mediator holds its colleagues.
  var mediator: (any FormMediator)? { get set }
  /// Shows its share of `form`. Never reports back: what it is told is not news.
  func show(_ form: FormState)
}

/// What the user did to a colleague, said in the form's words, not in keys.
public enum FormEvent: Equatable, Sendable {
  /// The text of a field now reads `text`.
  case edited(AlbumField, text: String)
  /// Move to the field `step` places below (above, for a negative step), round the form.
  case moved(by: Int)
  /// Step through a field's values: the next or previous genre, a year more or less.
  case stepped(AlbumField, by: Int)
  /// Save the album as the form holds it.
  case submitted
  /// Leave the form and change nothing.
  case cancelled
}
// snippet.end

/// The fields of an album the form edits, in the form's order.
public enum AlbumField: String, CaseIterable, Sendable {
  case title, artist, genre, year

  /// The field's name on screen and in messages: "Title".
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
