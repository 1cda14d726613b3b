import ExerciseSupport
import MVC
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Mediator

/// The rules the form's mediator holds, over generated libraries and texts: what is
/// wrong, what changed, when Save works, what Enter saves, and what ← and → step to.
@MainActor
final class FormRulesTests: XCTestCase {
  private func form(_ library: ([Album], Int)) -> AlbumEditForm {
    var others = library.0
    let album = others.remove(at: library.1)
    return AlbumEditForm(editing: album, among: others)
  }

  func testProblemsChangesAndSaveFollowTheRulesForAnyTexts() async {
    let generator = Generators.zip(
      FormParts.libraryAndIndex, Generators.array(of: FormParts.text, length: 4...4))
    assertForAll(generator, runs: 400) { library, texts in
      let form = form(library)
      for (field, text) in zip(AlbumField.allCases, texts) {
        form.colleague(form.colleagues[0], did: .edited(field, text: text))
      }
      let typed = form.state.texts
      let problems = FormParts.problems(typed, others: form.others)
      let changes = FormParts.changes(typed, from: form.original)
      try expectEqual(form.state.problems, problems)
      try expectEqual(form.state.changes, changes)
      try expectEqual(form.state.canSave, problems.isEmpty && !changes.isEmpty, "Save")
      let message = (form.colleagues.last { $0 is FormMessage } as? FormMessage)?.text ?? ""
      if let first = AlbumField.allCases.first(where: { form.state.problems[$0] != nil }) {
        try expect(message.hasPrefix("  ✗ \(first.name): "), message)
      }
    }
  }

  func testEnterSavesTheTrimmedTextsAndTheCoverOnlyWhenSaveCanWork() async {
    let generator = Generators.zip(
      FormParts.libraryAndIndex,
      Generators.zip(Generators.element(of: AlbumField.allCases), FormParts.text))
    assertForAll(generator, runs: 400) { library, edit in
      let form = form(library)
      var saved: [Album] = []
      form.onSave = { saved.append($0) }
      form.colleague(form.colleagues[0], did: .moved(by: 2))
      form.colleague(form.colleagues[0], did: .edited(edit.0, text: edit.1))
      // Whether Save can work, by the tests' own reading of the rules.
      let texts = form.state.texts
      let wrong = FormParts.problems(texts, others: form.others)
      let couldSave = wrong.isEmpty && !FormParts.changes(texts, from: form.original).isEmpty
      let first = AlbumField.allCases.first { wrong[$0] != nil }
      form.colleague(form.colleagues[0], did: .submitted)
      if couldSave {
        var expected = form.original
        expected.title = FormParts.trim(form.state.texts[.title]!)
        expected.artist = FormParts.trim(form.state.texts[.artist]!)
        expected.genre = FormParts.trim(form.state.texts[.genre]!)
        expected.year = FormParts.trim(form.state.texts[.year]!)
        try expectEqual(saved, [expected])
        try expectEqual(saved.first?.coverUrl, form.original.coverUrl)
      } else {
        try expectEqual(saved, [])
        try expectEqual(form.state.focus, first ?? .genre, "to the first problem, else stays")
      }
    }
  }

  func testEscapeSavesNothingAndIsSaidOnce() async {
    let form = AlbumEditForm(
      editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      among: [])
    var saved = 0
    var cancelled = 0
    form.onSave = { _ in saved += 1 }
    form.onCancel = { cancelled += 1 }
    form.colleague(form.colleagues[0], did: .edited(.title, text: "High"))
    form.colleague(form.colleagues[0], did: .cancelled)
    XCTAssertEqual([saved, cancelled], [0, 1])
  }

  func testGenreStepsGoRoundTheLibrarysGenresInOrderFromAnyStart() async {
    let generator = Generators.zip(
      Generators.zip(FormParts.libraryAndIndex, Generators.int(in: -9...9)),
      Generators.element(of: [nil, "Zydeco", "", " pop ", "ROCK", "Électro"]))
    assertForAll(generator, runs: 400) { libraryAndStep, typed in
      let (library, step) = libraryAndStep
      let form = form(library)
      // One spelling per genre whatever its case: the first in sorted order.
      let spellings = Dictionary(grouping: library.0.map { FormParts.trim($0.genre) }) {
        $0.lowercased()
      }
      let genres = spellings.filter { !$0.key.isEmpty }.values.map { $0.min()! }.sorted()
      try expectEqual(form.state.genres, genres)
      // First a genre typed, maybe one the library does not have.
      if let typed { form.colleague(form.colleagues[0], did: .edited(.genre, text: typed)) }
      let genre = FormParts.trim(typed ?? form.original.genre).lowercased()
      let start = genres.firstIndex { $0.lowercased() == genre }
      try expectEqual(form.state.chosenGenre, start)
      form.colleague(form.colleagues[0], did: .stepped(.genre, by: step))
      guard !genres.isEmpty, step != 0 else {
        return try expectEqual(form.state.texts[.genre], typed ?? form.original.genre)
      }
      let count = genres.count
      let from = start ?? (step > 0 ? -1 : count)
      let expected = genres[((from + step) % count + count) % count]
      try expectEqual(form.state.texts[.genre], expected)
      try expectEqual(form.state.chosenGenre, genres.firstIndex(of: expected))
      // Every genre once, then round again: as many steps as genres come back.
      let before = form.state.texts[.genre]
      var seen: Set<String> = []
      for _ in 0..<count {
        form.colleague(form.colleagues[0], did: .stepped(.genre, by: 1))
        seen.insert(form.state.texts[.genre] ?? "")
      }
      try expectEqual(seen.count, count)
      try expectEqual(form.state.texts[.genre], before)
    }
  }

  func testYearStepsByOneWithinFourDigitsAndOtherFieldsDoNotStep() async {
    let generator = Generators.zip(
      Generators.zip(FormParts.text, Generators.int(in: -3000...3000)),
      Generators.element(of: [AlbumField.title, .artist]))
    assertForAll(generator, runs: 400) { yearAndStep, other in
      let (year, step) = yearAndStep
      let form = AlbumEditForm(
        editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
        among: [])
      form.colleague(form.colleagues[0], did: .edited(.year, text: year))
      form.colleague(form.colleagues[0], did: .stepped(.year, by: step))
      let trimmed = FormParts.trim(year)
      if trimmed.count == 4, trimmed.allSatisfy({ "0123456789".contains($0) }) {
        try expectEqual(form.state.texts[.year], String(min(9999, max(1000, Int(trimmed)! + step))))
      } else {
        try expectEqual(form.state.texts[.year], year, "a year that is wrong is left to be typed")
      }
      let text = form.state.texts[other]
      form.colleague(form.colleagues[0], did: .stepped(other, by: step))
      try expectEqual(form.state.texts[other], text)
    }
  }

  func testMovesGoRoundTheFieldsInTheFormsOrder() async {
    assertForAll(Generators.array(of: Generators.int(in: -9...9), length: 1...10)) { steps in
      let form = AlbumEditForm(
        editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
        among: [])
      var place = 0
      for step in steps {
        form.colleague(form.colleagues[0], did: .moved(by: step))
        place = ((place + step) % 4 + 4) % 4
        try expectEqual(form.state.focus, AlbumField.allCases[place])
      }
    }
  }

  func testATwinIsTheSameTitleAndArtistWhateverTheirCaseAndBlanks() async {
    let others = [
      Album(title: "Hunky Dory", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1971")
    ]
    let album = Album(
      title: "Low", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1977")
    for (title, artist, twin) in [
      (" hunky DORY ", "david bowie", true), ("Hunky Dory", "David Bowie ", true),
      ("Hunky Dory", "Bowie", false), ("HunkyDory", "David Bowie", false),
      ("Hunky Dory David", "Bowie", false),
    ] {
      let form = AlbumEditForm(editing: album, among: others)
      form.colleague(form.colleagues[0], did: .edited(.title, text: title))
      form.colleague(form.colleagues[0], did: .edited(.artist, text: artist))
      XCTAssertEqual(form.state.problems[.title] != nil, twin, "\(title) by \(artist)")
    }
    // Two twins: the message names the first in the library's order.
    let twins =
      others + [
        Album(title: "HUNKY DORY", artist: "DAVID BOWIE", genre: "Rock", coverUrl: "", year: "1971")
      ]
    let form = AlbumEditForm(editing: album, among: twins)
    form.colleague(form.colleagues[0], did: .edited(.title, text: "hunky dory"))
    XCTAssertEqual(
      form.state.problems[.title], "the library has “Hunky Dory” by David Bowie already")
  }

  func testTheFormIsToldBeforeItsClientHearsOfTheSave() async {
    // A client that looks at the parts when it hears of the save finds them showing
    // the state of that Enter, and likewise for Escape.
    let form = AlbumEditForm(
      editing: Album(title: "Low", artist: "Bowie", genre: "Rock", coverUrl: "", year: "1977"),
      among: [])
    let counter = CountingColleague()
    form.register(counter)
    var seenAtSave: [Int] = []
    var seenAtCancel: [Int] = []
    form.onSave = { _ in seenAtSave.append(counter.shown.count) }
    form.onCancel = { seenAtCancel.append(counter.shown.count) }
    form.colleague(counter, did: .edited(.title, text: "High"))
    form.colleague(counter, did: .submitted)
    form.colleague(counter, did: .cancelled)
    XCTAssertEqual(seenAtSave, [3], "registered, the edit, the Enter")
    XCTAssertEqual(seenAtCancel, [4], "then the Escape")
  }
}
