import Foundation
import TerminalKit

/// What became of one cover.
public enum CoverOutcome: Sendable, Equatable {
  /// Read from the cache folder: no request made.
  case cached(Bitmap)
  /// Fetched from the server (and saved, unless `saveProblem` says why not);
  /// `replacedCorruptFile` when the cache held a file that was not a picture.
  case downloaded(Bitmap, saveProblem: String?, replacedCorruptFile: Bool)
  /// No picture: a placeholder is shown, and `reason` on the status line.
  case failed(name: String, reason: String)

  /// The picture, if there is one.
  public var bitmap: Bitmap? {
    switch self {
    case .cached(let bitmap), .downloaded(let bitmap, _, _): bitmap
    case .failed: nil
    }
  }
}

/// The covers on disk and on the server: reads the cached file named after the URL's
/// last path component, else fetches the cover and saves it. Its work runs off the
/// main actor; it touches no view.
public final class CoverStore: Sendable {
  /// The folder cover files are kept in.
  public let cacheDirectory: URL
  let fetcher: any CoverFetching

  /// The largest cache file read: anything bigger is not one of ours.
  static let maximumFileBytes = URLSessionCoverFetcher.maximumBytes

  public init(cacheDirectory: URL, fetcher: any CoverFetching = URLSessionCoverFetcher()) {
    self.cacheDirectory = cacheDirectory
    self.fetcher = fetcher
  }

  // snippet.store
  /// The cover at `url`: from the cache when its file there is a readable picture,
  /// otherwise from the server, saved atomically (a reader never sees half a file).
  /// A corrupt cache file is fetched again and overwritten.
  @concurrent
  public func cover(at url: URL) async -> CoverOutcome {
    let name = url.lastPathComponent
    guard Self.isSafeFileName(name) else {
      return .failed(name: name, reason: "not a cover file name")
    }
    let file = cacheDirectory.appendingPathComponent(name)
    let cached = readCacheFile(file)
    if let cached, let bitmap = try? Bitmap(ppm: cached) {
      return .cached(bitmap)
    }
    let bytes: [UInt8]
    switch await fetcher.fetch(url) {
    case .success(let body): bytes = body
    case .failure(let error): return .failed(name: name, reason: error.reason)
    }
    let bitmap: Bitmap
    do { bitmap = try Bitmap(ppm: bytes) } catch { return .failed(name: name, reason: "\(error)") }
    return .downloaded(
      bitmap, saveProblem: save(bytes, to: file), replacedCorruptFile: cached != nil)
  }
  // snippet.end

  /// The file's bytes, or `nil` when it is missing, unreadable or too big to be a
  /// cover.
  private func readCacheFile(_ file: URL) -> [UInt8]? {
    (try? SafeFile.read(file.path, atMost: Self.maximumFileBytes, followingLinks: false))
      .map { [UInt8]($0) }
  }

  /// Writes `bytes` through a temporary file renamed into place; returns why it could
  /// not, or `nil` when saved. `Data.write(options: .atomic)` is enough for a cache: a
  /// cover lost to a power cut is fetched again (see `AtomicFileWriter` for what it
  /// lacks).
  private func save(_ bytes: [UInt8], to file: URL) -> String? {
    do {
      try FileManager.default.createDirectory(
        at: cacheDirectory, withIntermediateDirectories: true)
      try Data(bytes).write(to: file, options: .atomic)
      return nil
    } catch {
      return "not saved in \(cacheDirectory.path)"
    }
  }

  /// A plain file name: no folder, nothing hidden, nothing that climbs out.
  static func isSafeFileName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
  }
}
