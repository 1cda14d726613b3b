import XCTest

@testable import TerminalKit

/// `Application.observe`: the lifecycle moments reach the handlers that asked for them,
/// and only while their observation lives (chapter 7 saves through it).
@MainActor
final class LifecycleObservationTests: XCTestCase {
  func testEachHandlerIsToldOnlyTheEventsItAskedFor() async {
    var told: [String] = []
    let leaving = Application.observe([Application.willTerminateNotification]) {
      told.append("leaving: \($0.name)")
    }
    let both = Application.observe(
      [Application.willTerminateNotification, Application.didEnterBackgroundNotification]
    ) { told.append("both: \($0.name)") }
    Application.post(Application.didEnterBackgroundNotification)
    Application.post(Application.willTerminateNotification)
    XCTAssertEqual(
      told,
      ["both: didEnterBackground", "leaving: willTerminate", "both: willTerminate"])
    withExtendedLifetime((leaving, both)) {}
  }

  func testAnObservationLetGoIsNeverToldAgain() async {
    var count = 0
    var observation: LifecycleObservation? = Application.observe(
      [Application.willTerminateNotification]
    ) { _ in count += 1 }
    Application.post(Application.willTerminateNotification)
    XCTAssertEqual(count, 1)
    weak let gone = observation
    observation = nil
    XCTAssertNil(gone, "the application must not keep the observation alive")
    Application.post(Application.willTerminateNotification)
    XCTAssertEqual(count, 1)
  }

  /// A program that observes and lets go again and again (a screen made per test, per
  /// window) keeps no entry for an observation that has gone once the next post is made.
  func testObservationsLetGoAreForgottenAtTheNextPost() async {
    Application.post(Application.didEnterBackgroundNotification)
    let before = Application.lifecycleObservations.count
    let kept = Application.observe([Application.willTerminateNotification]) { _ in }
    for _ in 0..<50 {
      _ = Application.observe([Application.willTerminateNotification]) { _ in }
    }
    XCTAssertEqual(Application.lifecycleObservations.count, before + 51)
    Application.post(Application.didEnterBackgroundNotification)
    XCTAssertEqual(Application.lifecycleObservations.count, before + 1, "only the live one")
    withExtendedLifetime(kept) {}
  }
}
