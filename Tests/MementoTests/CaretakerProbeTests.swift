import Memento
import WorkbookTestSupport
import XCTest

/// The caretaker holds a memento without being able to read or change it: checked by
/// the compiler, from the store's own module and from outside it.
final class CaretakerProbeTests: XCTestCase {
  func testTheCaretakersModuleCannotLookInside() throws {
    // The module's own files plus one more, as if the store had methods that peeked and
    // forged. Not `-verify`: the compiler adds notes in the module's own files.
    let files =
      try CompileProbe.swiftFiles(in: "Sources/Memento/State")
      + CompileProbe.swiftFiles(in: "Sources/Memento/Controller")
    let outcome = try CompileProbe.typecheck(
      files: files,
      probe: """
        extension StateStore {
          func peek(at memento: LibraryMemento) -> Int? {
            memento.contents.currentAlbumIndex
          }
          func forge(_ file: StateFile) -> LibraryMemento {
            LibraryMemento(contents: file)
          }
        }
        """, verify: false)
    let errors = outcome.diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
    XCTAssertFalse(outcome.passed, outcome.diagnostics)
    XCTAssertEqual(
      errors.map { $0.components(separatedBy: ": error: ")[1] },
      [
        "'contents' is inaccessible due to 'fileprivate' protection level",
        // The one initialiser the store can see takes the archive's bytes.
        "incorrect argument label in call (have 'contents:', expected 'archive:')",
        "cannot convert value of type 'StateFile' to expected argument type 'Data'",
      ], outcome.diagnostics)
    XCTAssertTrue(errors.allSatisfy { $0.contains("Probe.swift:") }, outcome.diagnostics)
  }

  func testOutsideTheModuleAMementoIsBytesAndEquality() throws {
    try assertProbe(
      """
      import Memento
      import Foundation

      func keep(_ memento: LibraryMemento, _ other: LibraryMemento) -> (Data, Bool) {
        _ = memento.contents  // expected-error {{'contents' is inaccessible due to 'fileprivate' protection level}}
        var copy = memento
        copy.contents = other.contents  // expected-error 2 {{'contents' is inaccessible due to 'fileprivate' protection level}}
        return (memento.archive, memento == other)
      }
      """)
  }
}

/// Reflection reads what access control hides; the memento gives it nothing to read.
@MainActor
final class SealedMementoTests: XCTestCase {
  func testPrintingOrMirroringAMementoShowsNoContents() async throws {
    let memento = makeScreen().0.makeMemento()
    for shown in [String(describing: memento), String(reflecting: memento), dumped(memento)] {
      XCTAssertFalse(shown.contains("Bowie"), shown)
      XCTAssertFalse(shown.contains("currentAlbumIndex"), shown)
    }
    XCTAssertEqual(Mirror(reflecting: memento).children.count, 0)
  }

  private func dumped(_ memento: LibraryMemento) -> String {
    var text = ""
    dump(memento, to: &text)
    return text
  }
}
