import TerminalKit

// snippet.saveButton
/// The form's Save button: "[ Save 2 changes · Enter ]" when Save can work, dimmed and
/// saying why not when it cannot. Enter in any field asks the mediator to save; this
/// colleague only shows whether it will.
@MainActor
public final class SaveButton: Label, FormColleague {
  public weak var mediator: (any FormMediator)?

  public func show(_ form: FormState) {
    let count = form.changes.count
    text =
      form.canSave
      ? "  [ Save \(count) change\(count == 1 ? "" : "s") · Enter ]  Esc leaves"
      : "  [ Save · " + (form.problems.isEmpty ? "nothing changed" : "fix ✗ first")
        + " ]  Esc leaves"
    isDim = !form.canSave
    isBold = form.canSave
  }
}
// snippet.end
