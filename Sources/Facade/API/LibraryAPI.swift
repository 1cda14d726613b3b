import AppSupport
import Foundation
import MVC
import Singleton
import Synchronization

// snippet.facade
/// The facade: the one door to the album library. Callers see albums, "add" and
/// "delete"; where albums are kept and whether a server hears of changes is its own
/// business.
///
/// Chapter 2's singleton, reshaped: a `LibraryAPI` of this module with the same shape
/// (`shared`, no public initialiser, `Sendable`), now owning its parts, each behind a
/// `Mutex`.
public final class LibraryAPI: Sendable {
  public static let shared = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)

  private let persistencyManager: Mutex<PersistencyManager>
  /// `nil` while offline.
  private let httpClient: Mutex<(any HTTPPosting)?>
  /// The newest post. Each post waits for the one before; and this lock is held while
  /// a change is made and queued, so posts are sent in the order the changes were made
  /// here, whichever threads made them. (A post that times out is abandoned, not
  /// recalled: a slow server may still apply it after the next one.)
  private let newestPost = Mutex<Task<PostOutcome, Never>?>(nil)

  /// Builds a facade over the given parts. Internal: the app gets `shared`, and tests
  /// (through `@testable import`) build facades over parts they control.
  init(persistencyManager: sending PersistencyManager, httpClient: (any HTTPPosting)?) {
    self.persistencyManager = Mutex(persistencyManager)
    self.httpClient = Mutex(httpClient)
  }
  // snippet.end

  /// The albums, in order: a copy, so nobody can change the library through it.
  public var albums: [Album] {
    persistencyManager.withLock { $0.albums }
  }

  // snippet.changes
  /// Puts `album` at `index` (or at the end, when `index` is past it), then, when
  /// online, posts it to `/api/addAlbum`.
  ///
  /// - Returns: the post, already under way; await its value for the outcome. The
  ///   local change is made whatever the server says.
  /// - Throws: `LibraryError` for a negative index; nothing is posted then.
  @discardableResult
  public func addAlbum(_ album: Album, at index: Int) throws(LibraryError) -> Task<
    PostOutcome, Never
  > {
    try change(
      { (manager) throws(PersistencyError) in try manager.add(album, at: index) },
      thenPost: "/api/addAlbum", body: album.description
    ).post
  }

  /// Deletes the album at `index`, then, when online, posts the index to
  /// `/api/deleteAlbum`.
  ///
  /// - Throws: `LibraryError` when there is no album at `index`; nothing is posted
  ///   then.
  @discardableResult
  public func deleteAlbum(at index: Int) throws(LibraryError) -> Task<PostOutcome, Never> {
    try removeAlbum(at: index).post
  }

  /// Deletes as `deleteAlbum(at:)` does and returns the album that went, as
  /// `Array.remove(at:)` returns the element. The album comes from the delete itself,
  /// under its lock, so no other thread's change can come between reading it and
  /// deleting it.
  public func removeAlbum(at index: Int) throws(LibraryError) -> DeletedAlbum {
    let (album, post) = try change(
      { (manager) throws(PersistencyError) in try manager.delete(at: index) },
      thenPost: "/api/deleteAlbum", body: "\(index)")
    return DeletedAlbum(album: album, post: post)
  }

  /// Makes the local change, then queues its post behind the ones before it. Locks are
  /// always taken in the same order (posts, albums, connection), so they cannot
  /// deadlock. The storage's refusal leaves as the facade's own `LibraryError`.
  /// Returns what the change returned, and the post.
  private func change<Result: Sendable>(
    _ makeChange: (PersistencyManager) throws(PersistencyError) -> Result,
    thenPost path: String, body: String
  ) throws(LibraryError) -> (Result, post: Task<PostOutcome, Never>) {
    try newestPost.withLock { (newest) throws(LibraryError) in
      let result: Result
      do throws(PersistencyError) {
        result = try persistencyManager.withLock { (manager) throws(PersistencyError) in
          try makeChange(manager)
        }
      } catch {
        throw LibraryError(error)
      }
      guard let client = httpClient.withLock({ $0 }) else { return (result, Task { .offline }) }
      let previous = newest
      let post = Task {
        _ = await previous?.value
        return await client.post(path, body: body)
      }
      newest = post
      return (result, post)
    }
  }
  // snippet.end

  // snippet.online
  /// Sends every later change to `server` too. Changes already made are not sent.
  public func connect(to server: URL, timeout: Duration = .seconds(3)) {
    httpClient.withLock { $0 = HTTPClient(baseURL: server, timeout: timeout) }
  }

  /// The server changes are posted to, or `nil` while offline.
  public var serverAddress: URL? {
    httpClient.withLock { $0?.baseURL }
  }
  // snippet.end
}
