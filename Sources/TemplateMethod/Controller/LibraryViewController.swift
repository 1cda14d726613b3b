import Adapter
import AppSupport
import Command
import CommandLineDeclaration
import Facade
import Foundation
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 17: chapter 8's finished app, subclassed, importing albums from
/// a file typed after `i` (or named by `--import` at launch). The screen picks the
/// importer by the file's extension and performs the command its template method plans
/// through chapter 8's history, so `u` takes a whole import back.
@MainActor
public final class LibraryViewController: Command.LibraryViewController {
  /// The formats the screen imports, an importer each: a new format is one subclass of
  /// `AlbumImporter` and one entry here.
  public static var importers: [AlbumImporter] { [CSVImporter(), CatalogueImporter()] }

  let importField = TextField(prompt: "Import file: ")
  /// An import planned at launch (`--import`), performed once the screen is up.
  var importAtLaunch: ImportAlbumsCommand?

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 17: Template Method"
    importField.isHidden = true
    importField.onReturn = { [unowned self] in importTyped($0) }
    importField.onCancel = { [unowned self] in
      endImport()
      statusText = "Nothing imported · " + keyHints
    }
  }

  /// The import of the file at `path`, planned by the importer of its format.
  ///
  /// - Throws: `ImportError` for a format no importer reads, or whatever the import
  ///   refuses; nothing is added then.
  public func importCommand(forFileAt path: String) throws(ImportError) -> ImportAlbumsCommand {
    guard let importer = Self.importers.first(where: { $0.reads(path) }) else {
      let known = Self.importers.map { "\($0.formatName) (.\($0.fileExtension))" }
      throw ImportError(
        line: nil,
        problem: "\(path) is none of the files the import reads: "
          + known.joined(separator: ", "))
    }
    return try importer.importCommand(forFileAt: path, into: browser.library)
  }

  /// Enter in the field: the file imported as one command kept for Undo. A file that
  /// cannot be imported leaves the field open, and the status line says why.
  func importTyped(_ path: String) {
    do {
      let command = try importCommand(forFileAt: path.trimmed)
      endImport()
      perform(command, saying: "Imported", selecting: .theAlbum)  // chapter 8's
    } catch {
      statusText = "Nothing imported: \(error)"
    }
  }
  // snippet.end

  /// `--import FILE`: the import planned before the screen starts, so that a file that
  /// cannot be imported stops the program with its reason.
  public static let importOption = Flag(
    "--import", valueName: "FILE",
    help: "Import the albums of a .csv file or a catalogue .json file at launch.")

  /// Chapter 8's screen from the command line, with `--import`'s plan.
  public static func launchedImporting(from launch: LaunchOptions) throws -> Self {
    let screen = try launched(from: launch)
    if let path = launch.values[importOption.name] {
      screen.importAtLaunch = try screen.importCommand(forFileAt: path)
    }
    return screen
  }

  /// Chapter 8's screen loaded, then the import planned at launch performed, once: a
  /// view loads once.
  public override func viewDidLoad() {
    super.viewDidLoad()
    guard let command = importAtLaunch else { return }
    perform(command, saying: "Imported", selecting: .theAlbum)
  }

  /// `i` opens the field for a file's path.
  public override func handleKey(_ key: Key) -> Bool {
    guard key == .character("i") else { return super.handleKey(key) }
    importField.text = ""
    importField.isHidden = false
    importField.beginEditing()
    statusText = "Type a .csv or .json file's path · Enter imports · Esc leaves"
    return true
  }

  private func endImport() {
    importField.endEditing()
    importField.isHidden = true
  }

  public override func makeExtraLine() -> View? { importField }

  public override var keyHints: String { "i imports · d deletes · u undoes" }
}
