import AppSupport
import Command
import Facade
import Foundation
import MVC

// snippet.importer
/// Imports albums from a file, in a format a subclass knows. The algorithm is fixed
/// here, in `importCommand(forFileAt:into:)`, the template method; a format fills in
/// the two steps that differ between formats, cutting the text into records and reading
/// one record as an album, and may change the hooks that have an answer already.
///
/// Swift has no abstract class: the step every format must fill in, `album(from:)`, has
/// an answer here too, one that refuses every record, so an importer that forgets it
/// says so on its first import rather than failing to compile (the protocol form of the
/// chapter turns that around).
open class AlbumImporter {
  public init() {}
  // snippet.end

  // snippet.template
  /// Plans the import of the file at `path` into `library`, as one command: the file
  /// read (1 MB at most, UTF-8), cut into records, each read as an album and checked,
  /// the albums the library or the file has already left out, and the rest made one
  /// command that adds them all at the end of the library. Nothing is added here: the
  /// screen performs the command, so that one undo takes the whole import back.
  ///
  /// `final`: a format cannot reorder, skip or add a step, only fill them in.
  ///
  /// - Throws: `ImportError` for a file that cannot be read, a record that cannot
  ///   become an album (naming its line), or a file with no album the library lacks.
  public final func importCommand(
    forFileAt path: String, into library: LibraryAPI
  ) throws(ImportError) -> ImportAlbumsCommand {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let text = try Self.text(ofFileAt: path)  // 1. read, bounded
    var kept: [Album] = []
    var leftOut = 0
    var seen = Set(library.albums.map(duplicateKey(for:)))
    let records: [ImportRecord]
    do {
      records = try self.records(in: text)  // 2. cut into records: the format's step
      for record in records {
        let read = try album(from: record)  // 3. read a record: the format's step
        let album = try Self.checked(read, line: record.line)  // 4. check it
        if seen.insert(duplicateKey(for: album)).inserted {  // 5. each album once
          kept.append(album)
        } else {
          leftOut += 1
        }
      }
    } catch {
      var located = error
      located.file = name
      throw located
    }
    guard  // 6. one command for all
      let command = ImportAlbumsCommand(
        adding: kept, to: library, from: name, leavingOut: leftOut)
    else { throw Self.nothingToAdd(records: records.count, in: name) }
    return command
  }
  // snippet.end

  // snippet.steps
  /// The format's name, for the screen's list of what it imports: "CSV".
  open var formatName: String { "albums" }

  /// The file name extension the format's files have, without the dot: "csv".
  open var fileExtension: String { "" }

  /// Step 2: the file's text cut into records. Here every line that is not blank is a
  /// record; a format whose records span lines, or that has a header, says otherwise.
  open func records(in text: String) throws(ImportError) -> [ImportRecord] {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
    return lines.enumerated().compactMap { (offset, line) in
      line.allSatisfy(\.isWhitespace) ? nil : ImportRecord(line: offset + 1, text: String(line))
    }
  }

  /// Step 3: one record read as an album, its fields as the file has them (step 4 trims
  /// and checks them). Every format must say how; here, none is read.
  open func album(from record: ImportRecord) throws(ImportError) -> Album {
    throw ImportError(
      line: record.line,
      problem: "\(type(of: self)) does not say how a record becomes an album")
  }

  /// A hook of step 5: what makes two albums one album twice, so that the second is
  /// left out. Here: the title and the artist, whatever their case.
  open func duplicateKey(for album: Album) -> String {
    album.title.lowercased() + "\u{0}" + album.artist.lowercased()
  }
  // snippet.end

  /// Whether this importer reads the file at `path`, by its name's extension.
  public final func reads(_ path: String) -> Bool {
    !fileExtension.isEmpty
      && URL(fileURLWithPath: path).pathExtension.lowercased() == fileExtension.lowercased()
  }

  /// The largest file read, in bytes: far more than any album list needs.
  public static let maximumFileSize = 1_000_000

  /// Step 1: the file's text, refused unless it is a plain file of at most
  /// `maximumFileSize` bytes holding UTF-8 (a byte order mark in front is dropped).
  static func text(ofFileAt path: String) throws(ImportError) -> String {
    let data: Data
    do throws(SafeFileRefusal) {
      data = try SafeFile.read(path, atMost: maximumFileSize, followingLinks: true)
    } catch {
      let reason =
        switch error {
        case .missing: "there is no such file"
        case .notRegular: "it is not a plain file"
        case .tooLarge(let size): "it has \(size) bytes, more than \(maximumFileSize)"
        case .unreadable(let reason): reason
        }
      throw ImportError(line: nil, problem: "cannot read \(path): \(reason)")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ImportError(line: nil, problem: "\(path) is not UTF-8 text")
    }
    return text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
  }

  // snippet.checked
  /// Step 4: the album with its fields trimmed, refused when a title, artist or genre is
  /// blank or the year is not four digits. The same rules for every format.
  static func checked(_ album: Album, line: Int) throws(ImportError) -> Album {
    let fields = [("title", album.title), ("artist", album.artist), ("genre", album.genre)]
    for (name, value) in fields where value.trimmed.isEmpty {
      throw ImportError(line: line, problem: "the \(name) is empty")
    }
    let year = album.year.trimmed
    guard year.count == 4, year.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw ImportError(line: line, problem: "the year “\(year)” is not four digits")
    }
    return Album(
      title: album.title.trimmed, artist: album.artist.trimmed, genre: album.genre.trimmed,
      coverUrl: album.coverUrl.trimmed, year: year)
  }
  // snippet.end

  /// Why a file gave no album to add: it holds none, or the library has them all.
  static func nothingToAdd(records: Int, in name: String) -> ImportError {
    let albums = records == 1 ? "its one album" : "all \(records) of its albums"
    var error = ImportError(
      line: nil,
      problem: records == 0 ? "it holds no albums" : "the library has \(albums) already")
    error.file = name
    return error
  }
}
