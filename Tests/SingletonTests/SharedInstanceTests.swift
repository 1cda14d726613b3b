import Dispatch
import Foundation
import Singleton
import WorkbookTestSupport
import XCTest

/// The singleton's promises: one instance, made lazily, the same from every thread,
/// and no way to make another.
final class SharedInstanceTests: XCTestCase {
  /// A computed `shared` (`static var shared: LibraryAPI { LibraryAPI() }`) would
  /// compile and hand out a new instance each time; a stored one is made once.
  func testSharedIsMadeOnceNotOnEveryAccess() {
    let first = LibraryAPI.shared
    let second = LibraryAPI.shared
    XCTAssertTrue(first === second, "a second access returned a second instance")
    XCTAssertEqual(second.instanceNumber, 1)
    XCTAssertEqual(LibraryAPI.instancesMade, 1)
  }

  func testEveryThreadSeesTheSameInstance() {
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      seen.insert(ObjectIdentifier(LibraryAPI.shared))
    }
    XCTAssertEqual(seen.identities, [ObjectIdentifier(LibraryAPI.shared)])
    XCTAssertEqual(LibraryAPI.instancesMade, 1)
  }

  func testEveryTaskSeesTheSameInstance() async {
    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<1_000 {
        group.addTask { ObjectIdentifier(LibraryAPI.shared) }
      }
      return await group.reduce(into: Set()) { $0.insert($1) }
    }
    XCTAssertEqual(identities.count, 1)
    XCTAssertEqual(LibraryAPI.instancesMade, 1)
  }

  func testNoOtherInstanceCanBeMadeOrSwappedIn() throws {
    try assertProbe(
      """
      import Singleton

      func probe() {
        _ = LibraryAPI()  // expected-error {{'LibraryAPI' initializer is inaccessible due to 'private' protection level}}
        LibraryAPI.shared = LibraryAPI.shared  // expected-error {{cannot assign to property: 'shared' is a 'let' constant}}
        _ = LibraryAPI.shared  // the one way in
      }

      final class SecondLibrary: LibraryAPI {}  // expected-error {{inheritance from a final class 'LibraryAPI'}}
      """)
  }

  /// The conformance itself is asked for: a detached task alone would not show it, since
  /// Swift 6 lets a non-`Sendable` value whose region is disconnected be sent to a task.
  func testLibraryAPIIsSendableSoAnyTaskMayHoldIt() throws {
    try assertProbe(
      """
      import Singleton

      func requiresSendable(_ value: some Sendable) {}

      func probe() async {
        let api = LibraryAPI.shared
        requiresSendable(api)
        await Task.detached { _ = api.instanceNumber }.value
      }
      """)
  }
}

/// The identities many threads have seen.
///
/// `@unchecked Sendable` is safe here: `seen` is read and written only while `lock` is
/// held. Not a `Mutex`: on Linux it waits on a raw futex, which the thread sanitizer
/// cannot see, so it would report these lock-protected writes as a race.
private final class IdentitySet: @unchecked Sendable {
  private let lock = NSLock()
  private var seen = Set<ObjectIdentifier>()

  func insert(_ identity: ObjectIdentifier) {
    lock.withLock { _ = seen.insert(identity) }
  }

  var identities: Set<ObjectIdentifier> { lock.withLock { seen } }
}
