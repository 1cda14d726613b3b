import AppSupport
import ChapterTestSupport
import Foundation
import Memento
import Observer
import Singleton
import State
import TerminalKit

@testable import Facade

/// A clock that moves only when the test moves it: no sleeps, no waiting.
final class ManualClock: PlaybackClock {
  private(set) var now: Duration = .zero

  func advance(by duration: Duration) {
    now += duration
  }
}

/// A library of its own holding the tutorial's five albums, offline.
func makeAlbumLibrary() -> Facade.LibraryAPI {
  Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
}

/// Chapter 12's screen over `library`, on `clock`, drawn once in an 80x24 window.
@MainActor
func makePlayerScreen(
  library: Facade.LibraryAPI = makeAlbumLibrary(), clock: ManualClock
) -> (State.LibraryViewController, Window) {
  let controller = State.LibraryViewController(
    library: coverLibrary(over: library), coverSourceSummary: "none", stateStore: nil,
    clock: clock)
  return (controller, window(showing: controller))
}

extension Window {
  /// The screen as plain text, one string per row, trimmed.
  func rows() -> [String] {
    render().renderPlain().split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The toolbar, as drawn.
  var toolbarRow: String { rows().last ?? "" }

  /// The now-playing panel's row.
  var panelRow: String { rows().first { $0.hasPrefix("Player: ") } ?? "" }

  /// Presses the keys named, one after the other (`"p right s"`).
  func press(_ keys: String) {
    for name in keys.split(separator: " ") {
      let key: Key =
        switch name {
        case "right": .right
        case "left": .left
        default: .character(name.first!)
        }
      _ = send(key)
    }
  }
}
