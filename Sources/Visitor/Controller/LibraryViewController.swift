import AppSupport
import Command
import Composite
import Facade
import Foundation
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 14: chapter 10's shelves, subclassed, with questions the items
/// do not carry. `i` asks the highlighted item, album or shelf, how many albums of each
/// genre it holds and which years they span; `e` writes it as a playlist file. Each is a
/// visitor the item accepts; neither `Shelf` nor `Album` has a line for them.
@MainActor
public final class LibraryViewController: Composite.LibraryViewController {
  /// Where `e` writes playlists: `playlists` in the state folder; `nil` without one.
  public let playlistFolder: URL?

  private(set) lazy var askItem = BarButtonItem(title: "Ask", key: "i", target: self) {
    $0.askAboutHighlightedItem()
  }
  private(set) lazy var exportItem = BarButtonItem(title: "Export", key: "e", target: self) {
    $0.exportHighlightedItem()
  }

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    playlistFolder = stateStore?.folder.appendingPathComponent("playlists")
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 14: Visitor"
  }
  // snippet.end

  /// Chapter 10's toolbar, then the two operations.
  public override func makeToolbarItems() -> [BarButtonItem] {
    super.makeToolbarItems() + [askItem, exportItem]
  }

  public override var keyHints: String { "i asks · e exports · space opens · d deletes" }

  /// Both operations need an item to visit.
  public override func updateToolbarItems() {
    super.updateToolbarItems()
    askItem.isEnabled = outlineTable.highlightedRow != nil
    exportItem.isEnabled = outlineTable.highlightedRow != nil
  }

  // snippet.ask
  /// `i`: two visitors over the highlighted item, their answers on the status line.
  func askAboutHighlightedItem() {
    guard let item = outlineTable.highlightedRow?.item else { return }
    let genres = item.visited(by: GenreTally()).summary
    let years = item.visited(by: YearSpan()).summary
    statusText = "“\(item.title)”: \(genres) · \(years)"
  }
  // snippet.end

  // snippet.export
  /// `e`: the highlighted item as a playlist, written whole or not at all to a file
  /// named after it in `playlistFolder` (one written before for the same name is
  /// replaced: it is made from the shelves, which the app keeps).
  func exportHighlightedItem() {
    guard let item = outlineTable.highlightedRow?.item else { return }
    guard let playlistFolder else {
      statusText = "Not exported: there is no state folder to write playlists in"
      return
    }
    let export = item.visited(by: PlaylistExport())
    let file = playlistFolder.appendingPathComponent(Self.fileName(for: item.title))
    do throws(FileWriteError) {
      try SafeFile.makeFolders(playlistFolder)
      try AtomicFileWriter().write(Data(export.text.utf8), to: file)
      let albums = export.albumCount == 1 ? "1 album" : "\(export.albumCount) albums"
      statusText = "Exported “\(item.title)”: \(albums) to \(file.path)"
    } catch {
      statusText = "Not exported: \(error)"
    }
  }
  // snippet.end

  /// `title` as a file name: a `/`, a control character, a line or paragraph separator
  /// or a leading `.` becomes `_`, so that the file lands in the folder, visible, on one
  /// line of a listing; then `.playlist.txt`.
  static func fileName(for title: String) -> String {
    var name = String.UnicodeScalarView()
    for scalar in title.unicodeScalars {
      let unsafe = scalar == "/" || scalar.breaksALine
      name.append(unsafe || (name.isEmpty && scalar == ".") ? "_" : scalar)
    }
    return (name.isEmpty ? "_" : String(name)) + ".playlist.txt"
  }
}
