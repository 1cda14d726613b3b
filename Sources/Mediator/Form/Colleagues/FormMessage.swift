import TerminalKit

/// The form's line of news: the first thing wrong, in the form's order, or what a save
/// would change. A colleague that only shows.
@MainActor
public final class FormMessage: Label, FormColleague {
  public weak var mediator: (any FormMediator)?

  public func show(_ form: FormState) {
    if let (field, problem) = form.firstProblem {
      text = "  ✗ \(field.name): \(problem)"
    } else if form.changes.isEmpty {
      text = "  Nothing changed yet · Tab and ↑ ↓ move · ← → step a genre or a year"
    } else {
      text = "  Changes " + form.changes.map { $0.rawValue }.joined(separator: ", ")
    }
  }
}
