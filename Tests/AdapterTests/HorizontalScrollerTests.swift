import TerminalKit
import XCTest

@testable import Adapter

/// The scroller on its own, filled by a spy delegate that records what it is asked.
@MainActor
final class HorizontalScrollerTests: XCTestCase {
}
