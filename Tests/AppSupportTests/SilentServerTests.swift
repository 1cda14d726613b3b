import AppSupport
import Dispatch
import Foundation
import Synchronization
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// A server that accepts connections and never answers, hit many times over: every
/// post ends at its deadline and nothing jams. (URLSession on Linux can deadlock when a
/// request is cancelled just as it completes, so the client never cancels one.)
final class SilentServerTests: XCTestCase {
  /// Runs `operation` in a task but waits on this thread, outside the task pool, so a
  /// deadlocked pool fails the test instead of hanging the suite.
  private func result<T: Sendable>(
    within limit: Duration, of operation: @escaping @Sendable () async -> T
  ) -> T? {
    let box = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let value = await operation()
      box.withLock { $0 = value }
      done.signal()
    }
    guard done.wait(timeout: .now() + limit.seconds) == .success else { return nil }
    return box.withLock { $0 }
  }

  /// Whole seconds, as the app's 3 s: URLSession's own timer runs in whole seconds, so
  /// this is the limit where it and a client's timer can fire together.
  func testManyRunsOfFourPostsAllEndAtTheDeadline() throws {
    let silent = try SilentServer()
    let server = URL(string: "http://127.0.0.1:\(silent.port)")!
    let runs = 20
    let finished = result(within: .seconds(30)) {
      await withTaskGroup(of: [HTTPPostResult].self) { group in
        for _ in 0..<runs {
          group.addTask {
            let client = HTTPClient(baseURL: server, timeout: .seconds(1))
            return await withTaskGroup(of: HTTPPostResult.self) { posts in
              for index in 0..<4 {
                posts.addTask { await client.post("\(index)", to: "/api/deleteAlbum") }
              }
              return await posts.reduce(into: []) { $0.append($1) }
            }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    guard let finished else { return XCTFail("posts to a silent server did not all end") }
    XCTAssertEqual(finished.count, runs)
    let timedOut = HTTPPostResult.failed(reason: "no answer within 1.0 s")
    for run in finished {
      XCTAssertEqual(run, Array(repeating: timedOut, count: 4))
    }
    withExtendedLifetime(silent) {}
  }

  func testAPostIsNotGivenUpBeforeItsDeadline() throws {
    let silent = try SilentServer()
    let client = HTTPClient(
      baseURL: URL(string: "http://127.0.0.1:\(silent.port)")!, timeout: .milliseconds(300))
    let finished = result(within: .seconds(30)) {
      let start = ContinuousClock.now
      let outcome = await client.post("0", to: "/api/deleteAlbum")
      return (outcome, ContinuousClock.now - start)
    }
    guard let (outcome, waited) = finished else { return XCTFail("the post did not end") }
    XCTAssertEqual(outcome, .failed(reason: "no answer within 0.3 s"))
    XCTAssertGreaterThanOrEqual(waited, .milliseconds(300), "it gave up before its limit")
    withExtendedLifetime(silent) {}
  }

  /// The scenario, as a learner meets it: several `chapter-facade` runs at once
  /// against one silent server, each deleting four albums.
  func testSeveralChapterProgramsAgainstASilentServerAllFinishAndShowTheOutcome() throws {
    let silent = try SilentServer()
    let arguments = [
      "--server", "http://127.0.0.1:\(silent.port)", "--keys", "d d d d", "--size", "100x24",
    ]
    let runs = 6
    let results = Mutex<[(timedOut: Bool, status: Int32, output: String, error: String)]>([])
    let group = DispatchGroup()
    for _ in 0..<runs {
      // Threads of their own: each run blocks its thread for about 12 s.
      group.enter()
      Thread.detachNewThread {
        if let run = try? runProduct("chapter-facade", arguments, timeout: .seconds(40)) {
          results.withLock {
            $0.append((run.timedOut, run.status, run.standardOutput, run.standardError))
          }
        }
        group.leave()
      }
    }
    group.wait()
    let all = results.withLock { $0 }
    XCTAssertEqual(all.count, runs)
    for result in all {
      XCTAssertFalse(result.timedOut, "a run hung:\n\(result.output)")
      XCTAssertEqual(result.status, 0, result.error)
      XCTAssertTrue(result.output.contains("Album 1 of 1"), result.output)
      XCTAssertTrue(
        result.output.contains("/api/deleteAlbum failed: no answer within 3.0 s"), result.output)
    }
    withExtendedLifetime(silent) {}
  }
}
