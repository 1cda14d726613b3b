import Adapter
import Foundation
import MVC

// snippet.catalogue
/// Albums from a catalogue export, chapter 5's JSON list of `CatalogueRecord`s, each
/// record adapted by chapter 5's `CatalogueAlbumAdapter`.
public final class CatalogueImporter: AlbumImporter {
  public override var formatName: String { "catalogue JSON" }
  public override var fileExtension: String { "json" }

  /// Step 2: the list's elements, each with the line it starts on, so that a record
  /// that cannot be read is named by its line, as a CSV line is.
  public override func records(in text: String) throws(ImportError) -> [ImportRecord] {
    var scanner = JSONListScanner(text)
    return try scanner.elements()
  }

  /// Step 3: the element decoded as a `CatalogueRecord`, then adapted.
  public override func album(from record: ImportRecord) throws(ImportError) -> Album {
    let decoded: CatalogueRecord
    do {
      decoded = try JSONDecoder().decode(CatalogueRecord.self, from: Data(record.text.utf8))
    } catch {
      throw ImportError(line: record.line, problem: Self.problem(decoding: error))
    }
    do {
      return try CatalogueAlbumAdapter(decoded).album()
    } catch {
      throw ImportError(line: record.line, problem: "\(error)")
    }
  }
  // snippet.end

  /// A decoding error in the catalogue's terms: which field, and what is wrong with it.
  static func problem(decoding error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?:
      "the record has no '\(key.stringValue)'"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      context.codingPath.first.map {
        "the record has the wrong kind of value for '\($0.stringValue)'"
      }
        ?? "the record is not a JSON object"
    default:
      "the record is not JSON"
    }
  }
}

/// Cuts a JSON list into the text of its elements without reading them: strings (with
/// their escapes) and nesting are followed only to find where each element ends.
struct JSONListScanner {
  private let characters: [Character]
  private var index = 0
  private var line = 1

  init(_ text: String) { characters = Array(text) }

  mutating func elements() throws(ImportError) -> [ImportRecord] {
    skipBlanks()
    guard index < characters.count else { return [] }
    guard characters[index] == "[" else {
      throw ImportError(
        line: line,
        problem: "a catalogue is a JSON list, and this starts with “\(characters[index])”")
    }
    let listLine = line
    advance()
    var elements: [ImportRecord] = []
    skipBlanks()
    if index < characters.count, characters[index] == "]" {
      advance()
    } else {
      while true {
        skipBlanks()
        let start = (index, line)
        try skipElement(listLine: listLine)
        let text = String(characters[start.0..<index]).trimmingCharacters(
          in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
          throw ImportError(line: line, problem: "an element of the list is missing")
        }
        elements.append(ImportRecord(line: start.1, text: text))
        guard index < characters.count else { throw unclosed(listLine) }
        let separator = characters[index]
        advance()
        if separator == "]" { break }
      }
    }
    skipBlanks()
    guard index == characters.count else {
      throw ImportError(line: line, problem: "text follows the end of the list")
    }
    return elements
  }

  /// Moves to the `,` or `]` that ends the element at this depth; strings are passed
  /// whole, escapes included.
  private mutating func skipElement(listLine: Int) throws(ImportError) {
    var depth = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\"":
        try skipString()
        continue
      case "{", "[":
        depth += 1
      case "}", "]":
        if depth == 0, character == "]" { return }  // the list's own end
        guard depth > 0 else { throw ImportError(line: line, problem: "a “}” closes nothing") }
        depth -= 1
      case ",":
        if depth == 0 { return }
      default:
        break
      }
      advance()
    }
    throw unclosed(listLine)
  }

  private mutating func skipString() throws(ImportError) {
    let opened = line
    advance()
    while index < characters.count {
      let character = characters[index]
      advance()
      if character == "\\" {
        advance()
      } else if character == "\"" {
        return
      }
    }
    throw ImportError(line: opened, problem: "a string opened here is never closed")
  }

  private func unclosed(_ listLine: Int) -> ImportError {
    ImportError(line: listLine, problem: "the list opened here is never closed")
  }

  private mutating func skipBlanks() {
    while index < characters.count, characters[index].isWhitespace { advance() }
  }

  private mutating func advance() {
    guard index < characters.count else { return }
    if characters[index].isNewline { line += 1 }
    index += 1
  }
}
