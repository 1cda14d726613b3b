// snippet.command
/// A change as an object (the Gang of Four's Command): it knows its receiver and the
/// arguments it needs, so it can be done, kept, undone and done again later.
///
/// `Outcome` is whatever the receiver hands back for a change (for the library, the
/// album changed and the post to the server); `Failure` is the receiver's refusal.
/// Both are primary associated types, so one history can hold commands of any type
/// that agree on them: `any UndoableCommand<AlbumChange, LibraryError>`.
public protocol UndoableCommand<Outcome, Failure> {
  associatedtype Outcome
  associatedtype Failure: Error

  /// Makes the change.
  func execute() throws(Failure) -> Outcome

  /// Makes the opposite change, putting the receiver back as it was before `execute`.
  func undo() throws(Failure) -> Outcome
}
// snippet.end
