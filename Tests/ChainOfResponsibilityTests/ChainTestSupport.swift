import AppSupport
import ChainOfResponsibility
import ChapterTestSupport
import Foundation
import Observer
import Singleton
import TerminalKit

@testable import Facade

/// Chapter 11's screen over the tutorial's five albums, offline, drawn once in an
/// 80x24 window.
@MainActor
func makeChainScreen() -> (ChainOfResponsibility.LibraryViewController, Window) {
  let albums = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
  return makeScreen(ChainOfResponsibility.LibraryViewController.self, over: albums)
}

/// A responder that records every key offered to it and takes the ones it is told to.
@MainActor
final class SpyResponder: Responder {
  let name: String
  let takes: Set<Key>
  var successor: Responder?
  private(set) var offered: [Key] = []
  private(set) var toldNobodyTook: [(Key, [String])] = []

  init(_ name: String, takes: Set<Key> = [], then successor: Responder? = nil) {
    (self.name, self.takes, self.successor) = (name, takes, successor)
  }

  override var next: Responder? { successor }
  override var responderName: String { name }

  override func handleKey(_ key: Key) -> Bool {
    offered.append(key)
    return takes.contains(key)
  }

  override func noResponder(for key: Key, passing chain: [Responder]) {
    toldNobodyTook.append((key, chain.map(\.responderName)))
  }
}

/// A view that may become first responder, records what it is offered and takes the
/// keys it is told to.
@MainActor
final class FocusableView: View {
  var takes: Set<Key>
  private(set) var offered: [Key] = []

  init(takes: Set<Key> = []) {
    self.takes = takes
    super.init()
  }

  override var canBecomeFirstResponder: Bool { true }

  override func handleKey(_ key: Key) -> Bool {
    offered.append(key)
    return takes.contains(key)
  }
}

extension Window {
  /// The screen as plain text, one string per row.
  func rows() -> [String] {
    render().renderPlain().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The status line, trimmed.
  var statusRow: String {
    let rows = rows()
    return rows[rows.count - 2].trimmingCharacters(in: .whitespaces)
  }

  /// Sends the keys named, one after the other (`"tab left d"`).
  func press(_ names: String) {
    for name in names.split(separator: " ") {
      _ = send(Key(name: String(name))!)
    }
  }
}
