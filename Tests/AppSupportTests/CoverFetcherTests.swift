import Dispatch
import Foundation
import Synchronization
import WorkbookTestSupport
import XCTest

@testable import AppSupport

/// The app's cover fetcher against servers that misbehave: whatever a server sends,
/// a fetch ends by its time limit and holds no more than the size limit.
final class CoverFetcherTests: XCTestCase {
  private let limit = URLSessionCoverFetcher.maximumBytes

  /// The fetch's outcome, waited for on this thread for at most `patience` seconds, so
  /// a fetch that never ends fails the test instead of hanging the suite.
  private func fetch(
    from server: MisbehavingCoverServer, timeout: Duration, patience: Double
  ) -> Result<[UInt8], CoverFetchError>? {
    let fetcher = URLSessionCoverFetcher(timeout: timeout)
    let url = URL(string: "http://127.0.0.1:\(server.port)/covers/a.ppm")!
    let box = Mutex<Result<[UInt8], CoverFetchError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let outcome = await fetcher.fetch(url)
      box.withLock { $0 = outcome }
      done.signal()
    }
    guard done.wait(timeout: .now() + patience) == .success else { return nil }
    return box.withLock { $0 }
  }

  /// Whether, within 30 s, the server sends less than a megabyte in half a second.
  private func waitUntilSendingStops(_ server: MisbehavingCoverServer) -> Bool {
    var last = server.bodyBytesSent
    for _ in 0..<60 {
      Thread.sleep(forTimeInterval: 0.5)
      let now = server.bodyBytesSent
      if now - last < 1 << 20 { return true }
      last = now
    }
    return false
  }

  func testAnEndlessAnswerIsCutAtTheSizeLimit() throws {
    let server = try MisbehavingCoverServer(.endless)
    // A time limit far away, so only the size can end the fetch.
    let outcome = fetch(from: server, timeout: .seconds(60), patience: 30)
    XCTAssertEqual(
      outcome,
      .failure(
        CoverFetchError("answer too large: more than \(limit) bytes sent, the limit is \(limit)")))
    // The download is stopped, not left to run: the server soon cannot send any more.
    XCTAssertTrue(waitUntilSendingStops(server), "the download goes on in the background")
  }

  /// Three floods at once, as the app's printed run fetches its covers: each block of a
  /// body reaches the download as URLSession reads it, none waits in a queue for it, so
  /// no backlog of blocks builds up in memory behind the size limit. (With a queued
  /// delegate, thousands of 16 KiB blocks waited, and the limit was seen late.)
  func testAFloodIsLookedAtAsItIsReadNotQueued() throws {
    let server = try MisbehavingCoverServer(.endless)
    let url = URL(string: "http://127.0.0.1:\(server.port)/covers/a.ppm")!
    let downloads = (0..<3).map { _ in Download() }
    let limit = limit
    for download in downloads {
      Task {
        let outcome = await withCheckedContinuation { continuation in
          let started = CoverDownload(continuation, maximumBytes: limit)
          download.started.withLock { $0 = started }
          started.start(url, sessionLimit: .seconds(60))
        }
        download.outcome.withLock { $0 = outcome }
        download.done.signal()
      }
    }
    for download in downloads {
      XCTAssertEqual(download.done.wait(timeout: .now() + 30), .success, "a download never ended")
    }
    for download in downloads {
      XCTAssertEqual(
        download.outcome.withLock { $0 },
        .failure(
          CoverFetchError(
            "answer too large: more than \(limit) bytes sent, the limit is \(limit)")))
      // A call may be under way on two threads at once (the reads, the session's end),
      // never a queue of blocks.
      let waited = try XCTUnwrap(download.started.withLock { $0 }).deliveries.mostWaiting
      XCTAssertLessThanOrEqual(waited, 2, "blocks of the body queued for the delegate")
    }
  }

  /// One download of the flood test and what became of it.
  private final class Download: Sendable {
    let started = Mutex<CoverDownload?>(nil)
    let outcome = Mutex<Result<[UInt8], CoverFetchError>?>(nil)
    let done = DispatchSemaphore(value: 0)
  }

  /// The limit refuses size, not form: an answer with no length that ends a byte short
  /// of the limit, and one in chunks, are taken whole.
  func testAnswersWithoutALengthOrInChunksAreTakenUpToTheLimit() throws {
    let justUnder = String(repeating: "c", count: limit - 1)
    let unannounced = try MisbehavingCoverServer(.unannounced(body: justUnder))
    XCTAssertEqual(
      fetch(from: unannounced, timeout: .seconds(30), patience: 40),
      .success(Array(justUnder.utf8)))
    let body = String(repeating: "P6 cover ", count: 10_000)
    let chunked = try MisbehavingCoverServer(.chunked(body: body, chunkSize: 1000))
    XCTAssertEqual(
      fetch(from: chunked, timeout: .seconds(30), patience: 40), .success(Array(body.utf8)))
  }

  func testAnAnnouncedLengthOverTheLimitIsRefusedBeforeTheBody() throws {
    // A byte over the limit as well as far over it: the server sends no body, so only
    // the announcement can end the fetch before its time limit.
    for length in [limit + 1, 1 << 30] {
      let server = try MisbehavingCoverServer(.announcing(length: length))
      let outcome = fetch(from: server, timeout: .seconds(60), patience: 30)
      XCTAssertEqual(
        outcome,
        .failure(
          CoverFetchError("answer too large: announced \(length) bytes, the limit is \(limit)")))
    }
  }

  func testATrickleEndsAtTheFetchersTimeLimit() throws {
    let server = try MisbehavingCoverServer(.trickle)
    let outcome = fetch(from: server, timeout: .seconds(2), patience: 20)
    XCTAssertEqual(outcome, .failure(CoverFetchError("no answer in time")))
    XCTAssertLessThan(server.bodyBytesSent, 1000, "the trickle was not read to its end")
  }
}
