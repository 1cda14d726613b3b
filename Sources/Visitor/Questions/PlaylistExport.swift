import Composite
import MVC

// snippet.playlistExport
/// The items it visits as a playlist a person can read: a line `# title` for each shelf
/// and `- artist — title (year)` for each album, in outline order, each indented two
/// spaces for each shelf it is on below the first visited. Unlike the two questions, it
/// does something before and after a shelf's items: it goes one level in, then out.
public struct PlaylistExport: LibraryVisitor {
  public private(set) var lines: [String] = []
  public private(set) var albumCount = 0
  private var depth = 0

  public init() {}

  public mutating func visit(_ album: Album) {
    albumCount += 1
    add("- \(album.artist) — \(album.title) (\(album.year))")
  }

  public mutating func visit(_ shelf: Shelf) {
    add("# " + shelf.title)
    depth += 1
    visitItems(of: shelf)
    depth -= 1
  }

  /// One line, indented; a line break of any kind (U+2028 and U+2029 are not control
  /// characters) or other control character in a name becomes a space, so each item
  /// stays one line of the file.
  private mutating func add(_ line: String) {
    var oneLine = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      oneLine.append(scalar.breaksALine ? " " : scalar)
    }
    lines.append(String(repeating: "  ", count: depth) + String(oneLine))
  }
}
// snippet.end

extension PlaylistExport {
  /// The file's text: its lines, each ended by a line break.
  public var text: String { lines.map { $0 + "\n" }.joined() }
}

extension Unicode.Scalar {
  /// A control character (a line feed, a carriage return, a tab, NUL, NEL…) or a line
  /// or paragraph separator: what would split a line, or hide in one.
  var breaksALine: Bool {
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
