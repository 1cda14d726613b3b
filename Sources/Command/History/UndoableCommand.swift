// snippet.command
/// A change as an object (the Gang of Four's Command): it knows its receiver and the
/// arguments it needs, so it can be done, kept, undone and done again later.
///
/// `Outcome` is whatever the receiver hands back for a change (for the library, the
/// post to the server); `Failure` is the receiver's refusal.
public protocol UndoableCommand {
  associatedtype Outcome
  associatedtype Failure: Error

  /// Makes the change.
  func execute() throws(Failure) -> Outcome

  /// Makes the opposite change, putting the receiver back as it was before `execute`.
  func undo() throws(Failure) -> Outcome
}
// snippet.end
