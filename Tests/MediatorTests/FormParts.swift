import ExerciseSupport
import Foundation
import MVC
import Singleton
import TerminalKit
import XCTest

@testable import Facade
@testable import Mediator

/// What the form tests share: a window to host parts in, a mediator and a part that
/// only listen, generated albums and texts, and the form's rules written again, plainly,
/// as the tests' reference.
enum FormParts {
  /// A facade over `albums`, offline.
  static func library(holding albums: [Album]) -> Facade.LibraryAPI {
    let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    for index in library.albums.indices.reversed() { _ = try? library.deleteAlbum(at: index) }
    for album in albums { _ = try? library.addAlbum(album, at: library.albums.count) }
    return library
  }

  static func album(_ fields: ExerciseSupport.AlbumFields, cover: String = "/covers/x.png") -> Album
  {
    Album(
      title: fields.title, artist: fields.artist, genre: fields.genre, coverUrl: cover,
      year: fields.year)
  }

  /// A library of one to six albums and which of them is edited.
  static let libraryAndIndex = Generators.albums(count: 1...6).flatMap { fields in
    Generators.array(of: padding, length: fields.count...fields.count).flatMap { pads in
      Generators.int(in: 0...(fields.count - 1)).map { index in
        (zip(fields, pads).map { album($0.0, padded: $0.1) }, index)
      }
    }
  }

  /// What a library's album may carry around its title, artist and genre: nothing, or
  /// blanks and line breaks at either end (as a file written by hand or a server may).
  static let padding = Generators.element(of: ["", "", " ", "\n", " \t", "\r\n "])

  static func album(_ fields: ExerciseSupport.AlbumFields, padded pad: String) -> Album {
    Album(
      title: fields.title + pad, artist: pad + fields.artist, genre: pad + fields.genre + pad,
      coverUrl: "/covers/x.png", year: fields.year)
  }

  /// Texts a field may be typed into: the generators' shared words (empty, blanks at
  /// the ends, cases, scripts), years of every sort, and blanks alone.
  static let text = Generators.oneOf([
    Generators.sharedName, Generators.year,
    Generators.element(of: [
      " ", "\t", " 1971 ", "1971x", "٣٤٥٦", "１９７１", "0000", "9999", "+197", "-197", "1971\n",
      "Heroes\n", "\n hunky dory",
    ]),
  ])

  /// What the form does, as a test writes it: an edit of a field, a move, a step, Enter
  /// or Escape.
  static let event = Generators.oneOf([
    Generators.element(of: AlbumField.allCases).flatMap { field in
      text.map { FormEvent.edited(field, text: $0) }
    },
    Generators.int(in: -5...5).map { FormEvent.moved(by: $0) },
    Generators.element(of: AlbumField.allCases).flatMap { field in
      Generators.int(in: -3...3).map { FormEvent.stepped(field, by: $0) }
    },
    Generators.element(of: [FormEvent.submitted, .cancelled]),
  ])

  /// The keys a learner presses in the form: text, Backspace, the moves and steps,
  /// Enter, Escape, and the screen's own keys, which the form takes as text.
  static let keyNames = [
    "a", "Z", "1", "9", "é", "q", "d", "u", "e", "space", "backspace", "backspace", "tab", "up",
    "down", "left", "right", "enter", "escape",
  ]

  static func key(_ name: String) -> Key {
    switch name {
    case "space": .space
    case "backspace": .backspace
    case "tab": .tab
    case "up": .up
    case "down": .down
    case "left": .left
    case "right": .right
    case "enter": .enter
    case "escape": .escape
    default: .character(Character(name))
    }
  }

  // The rules, again, as plain as a test can say them.

  static func trim(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func value(_ field: AlbumField, of album: Album) -> String {
    [.title: album.title, .artist: album.artist, .genre: album.genre, .year: album.year][field]!
  }

  /// What is wrong with each field, said as the form says it: an empty title, artist or
  /// genre, a year not of four ASCII digits, and a title and artist another album has
  /// (the first such album named, told by the title).
  static func problems(_ texts: [AlbumField: String], others: [Album]) -> [AlbumField: String] {
    var wrong: [AlbumField: String] = [:]
    for field in [AlbumField.title, .artist, .genre] where trim(texts[field]!).isEmpty {
      wrong[field] = "empty; every album has one"
    }
    let year = trim(texts[.year]!)
    if year.count != 4 || year.contains(where: { !"0123456789".contains($0) }) {
      wrong[.year] = "four digits, as 1971"
    }
    let title = trim(texts[.title]!).lowercased()
    let artist = trim(texts[.artist]!).lowercased()
    if wrong[.title] == nil,
      let twin = others.first(where: {
        trim($0.title).lowercased() == title && trim($0.artist).lowercased() == artist
      })
    {
      wrong[.title] = "the library has “\(trim(twin.title))” by \(trim(twin.artist)) already"
    }
    return wrong
  }

  static func changes(_ texts: [AlbumField: String], from album: Album) -> [AlbumField] {
    AlbumField.allCases.filter { trim(texts[$0]!) != trim(value($0, of: album)) }
  }
}

/// A mediator that only writes down what it hears.
@MainActor
final class ListeningMediator: FormMediator {
  var heard: [(colleague: ObjectIdentifier, event: FormEvent)] = []

  func colleague(_ colleague: any FormColleague, did event: FormEvent) {
    heard.append((ObjectIdentifier(colleague), event))
  }
}

/// A part that only counts what it is shown.
@MainActor
final class CountingColleague: FormColleague {
  weak var mediator: (any FormMediator)?
  var shown: [FormState] = []

  func show(_ form: FormState) { shown.append(form) }
}

/// A screen holding views, laid out from the top, a row each: a window for parts and
/// forms without the album screen around them.
@MainActor
final class PartsHost: ViewController {
  let parts: [View]
  init(_ parts: [View]) {
    self.parts = parts
    super.init()
  }

  override func viewDidLoad() { for part in parts { view.addSubview(part) } }

  override func viewWillLayoutSubviews() {
    for (row, part) in parts.enumerated() {
      part.frame = Rect(
        x: 0, y: row, width: view.bounds.width, height: part is AlbumEditForm ? 9 : 1)
    }
  }

  static func window(showing parts: [View]) -> Window {
    let window = Window(rootViewController: PartsHost(parts), size: Size(width: 80, height: 24))
    _ = window.render()
    return window
  }

  /// The rows of the host's view as drawn (the window's title bar above them left out),
  /// without the blanks at their ends.
  static func rows(of window: Window) -> [String] {
    window.render().renderPlain().split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst()
      .map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
  }
}
