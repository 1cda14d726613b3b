import POSIXCalls
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one write loop: every byte goes, in order, through short writes and calls a
/// signal interrupted; a call that fails otherwise stops it and says so.
final class WriteAllTests: XCTestCase {
  func testShortWritesAndInterruptedCallsStillDeliverEveryByteInOrder() {
    let bytes = Array(0..<100).map(UInt8.init)
    var received: [UInt8] = []
    var calls = 0
    let delivered = bytes.withUnsafeBytes { buffer in
      POSIXCalls.writeAll(buffer, chunkSize: 40) { chunk in
        calls += 1
        XCTAssertLessThanOrEqual(chunk.count, 40)
        if calls == 2 {
          errno = EINTR
          return -1
        }
        let taken = min(chunk.count, 7)  // a short write
        received += chunk.prefix(taken)
        return taken
      }
    }
    XCTAssertTrue(delivered)
    XCTAssertEqual(received, bytes)
  }

  func testACallThatFailsOrWritesNothingStopsTheLoop() {
    for answer in [-1, 0] {
      var calls = 0
      let delivered = [UInt8](repeating: 1, count: 10).withUnsafeBytes { buffer in
        POSIXCalls.writeAll(buffer) { _ in
          calls += 1
          errno = EIO
          return answer
        }
      }
      XCTAssertFalse(delivered, "\(answer)")
      XCTAssertEqual(calls, 1, "\(answer)")
    }
  }

  func testItWritesToADescriptor() throws {
    var ends: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&ends), 0)
    defer { close(ends[0]) }
    XCTAssertTrue(POSIXCalls.writeAll(Array("hello".utf8), to: ends[1]))
    close(ends[1])
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(ends[0], &buffer, buffer.count)
    XCTAssertEqual(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self), "hello")
  }
}
