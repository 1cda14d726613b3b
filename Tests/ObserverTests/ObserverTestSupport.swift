import AppSupport
import Foundation
import Synchronization
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Observer

/// A fetcher under the test's control: it counts the fetches, answers what it is told,
/// and, when gated, waits until the test opens the gate.
final class FakeFetcher: CoverFetching {
  let answer: @Sendable (URL) -> Result<[UInt8], CoverFetchError>
  private let fetches = Mutex(0)
  private let gate: Gate?

  init(gated: Bool = false, answer: @escaping @Sendable (URL) -> Result<[UInt8], CoverFetchError>) {
    self.answer = answer
    gate = gated ? Gate() : nil
  }

  /// Always answers with a good cover.
  convenience init(gated: Bool = false) {
    self.init(gated: gated) { _ in .success(CoverArtSample.bytes!) }
  }

  var fetchCount: Int { fetches.withLock { $0 } }

  func openGate() async { await gate?.open() }

  func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
    fetches.withLock { $0 += 1 }
    await gate?.wait()
    return answer(url)
  }
}

/// Holds back whoever waits until it is opened.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    waiting.forEach { $0.resume() }
    waiting = []
  }
}

/// An address nothing should be asked at: tests that use it use a fake fetcher.
let unusedServer = URL(string: "http://127.0.0.1:9")!

/// Whether a cover view's spinner turns, read from its subviews as a screen would see it.
@MainActor
func spinnerTurns(_ view: View) -> Bool {
  view.subviews.contains { ($0 as? ActivityIndicatorView)?.isAnimating == true }
}
