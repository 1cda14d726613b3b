import TerminalKit

/// The library's genres on one line, the genre field's value in brackets when it is one
/// of them: "Genres: Pop · [Rock] · Soundtrack". A colleague that only shows; the genre
/// field's ← and → step through these, by way of the mediator.
@MainActor
public final class GenreChoices: Label, FormColleague {
  public weak var mediator: (any FormMediator)?

  public func show(_ form: FormState) {
    let names = form.genres.indices.map { index in
      index == form.chosenGenre ? "[\(form.genres[index])]" : form.genres[index]
    }
    text = "  Genres: " + (names.isEmpty ? "none yet" : names.joined(separator: " · "))
    isDim = form.focus != .genre
  }
}
