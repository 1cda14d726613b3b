import AppSupport
import Facade
import Foundation
import TerminalKit

// snippet.facade
/// Chapter 6's facade: chapter 3's `LibraryAPI` for the albums, plus covers. It
/// observes `.downloadImage`: for each request it takes the cover from the cache or
/// the server (off the main actor, one download per address however many views ask),
/// then sets the image on the main actor, a placeholder when there is no picture.
///
/// Views never call it: they post, it hears. Made once by the app, it stops listening
/// when it goes.
@MainActor
public final class LibraryAPI {
  /// The albums, adding and deleting, posting to a server: chapter 3's facade, unchanged.
  public let albumLibrary: Facade.LibraryAPI
  /// Where covers are fetched from: `<coverServer>/covers/<name>.ppm`.
  public let coverServer: URL
  let store: CoverStore
  /// What became of the covers so far, for the status line.
  public private(set) var coverStatus = CoverStatus()
  /// Every download started, by address: a second request for one joins the first.
  private var downloads: [URL: Task<CoverOutcome, Never>] = [:]
  private var coversBeingSet = 0
  private var waitingForCovers: [CheckedContinuation<Void, Never>] = []
  private var observation: DownloadImageObservation?

  public init(
    albumLibrary: Facade.LibraryAPI = .shared, coverServer: URL, store: CoverStore,
    notificationCenter: NotificationCenter = .default
  ) {
    self.albumLibrary = albumLibrary
    self.coverServer = coverServer
    self.store = store
    observation = DownloadImageObservation(in: notificationCenter) { [weak self] request in
      self?.downloadImage(request)
    }
  }
  // snippet.end

  // snippet.download
  /// Answers one `.downloadImage` request. Runs on the main actor, as the view posted.
  func downloadImage(_ request: DownloadImageRequest) {
    let imageView = request.imageView
    guard let url = downloadURL(forCover: request.coverUrl) else {
      coverStatus.failures.append(
        CoverFailure(name: request.coverUrl, reason: "not a cover address"))
      imageView.bitmap = .placeholder
      return
    }
    let download = downloads[url] ?? startDownload(url)
    coversBeingSet += 1
    // The view is held weakly: one that leaves the screen meanwhile is not kept alive.
    Task { [weak imageView] in
      let outcome = await download.value
      imageView?.bitmap = outcome.bitmap ?? .placeholder
      coverWasSet()
    }
  }

  private func startDownload(_ url: URL) -> Task<CoverOutcome, Never> {
    let store = store
    let download = Task {
      let outcome = await store.cover(at: url)  // off the main actor: `cover` is @concurrent
      coverStatus.record(outcome)
      return outcome
    }
    downloads[url] = download
    return download
  }
  // snippet.end

  /// Returns when every cover asked for so far has been set (each request ends within
  /// the fetcher's time limit, so this does too).
  public func coversSettled() async {
    while coversBeingSet > 0 {
      await withCheckedContinuation { waitingForCovers.append($0) }
    }
  }

  /// Whether covers asked for are still on their way.
  public var hasCoversOnTheirWay: Bool { coversBeingSet > 0 }

  private func coverWasSet() {
    coversBeingSet -= 1
    guard coversBeingSet == 0 else { return }
    let waiting = waitingForCovers
    waitingForCovers = []
    waiting.forEach { $0.resume() }
  }

  /// `/static/…/album_sting_nothing%20like%20the%20sun.png` →
  /// `<coverServer>/covers/album_sting_nothing%20like%20the%20sun.ppm`.
  func downloadURL(forCover coverUrl: String) -> URL? {
    guard let last = coverUrl.split(separator: "/").last else { return nil }
    let decoded = String(last).removingPercentEncoding ?? String(last)
    let stem = decoded.split(separator: ".", omittingEmptySubsequences: false).dropLast()
      .joined(separator: ".")
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove("/")
    guard !stem.isEmpty, let encoded = stem.addingPercentEncoding(withAllowedCharacters: allowed)
    else { return nil }
    var base = coverServer.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    return URL(string: base + "/covers/" + encoded + ".ppm")
  }
}

/// What became of the covers so far.
public struct CoverStatus: Equatable, Sendable {
  public var downloaded = 0
  public var fromCache = 0
  /// One per cover that could not be shown, in the order they failed.
  public var failures: [CoverFailure] = []
  /// Cache files that were not pictures, fetched again and replaced.
  public var corruptFilesReplaced = 0
  /// Why downloaded covers could not be saved, if they could not.
  public var saveProblem: String?

  public init() {}

  mutating func record(_ outcome: CoverOutcome) {
    switch outcome {
    case .cached: fromCache += 1
    case .downloaded(_, let problem, let replacedCorruptFile):
      downloaded += 1
      if replacedCorruptFile { corruptFilesReplaced += 1 }
      saveProblem = problem ?? saveProblem
    case .failed(let name, let reason): failures.append(CoverFailure(name: name, reason: reason))
    }
  }
}

/// A cover that could not be shown, and why.
public struct CoverFailure: Equatable, Sendable, CustomStringConvertible {
  public var name: String
  public var reason: String

  /// `album_test.ppm: server unreachable`
  public var description: String { "\(name): \(reason)" }
}

extension Bitmap {
  /// What a cover without a picture shows: a grey square crossed out.
  public static let placeholder: Bitmap = {
    let side = 12
    let pixels = (0..<(side * side)).map { index in
      let (x, y) = (index % side, index / side)
      let onCross = x == y || x == side - 1 - y
      return onCross
        ? Pixel(red: 230, green: 230, blue: 230) : Pixel(red: 70, green: 70, blue: 70)
    }
    return Bitmap(width: side, height: side, pixels: pixels)
  }()
}

/// Listens for `.downloadImage` while it exists: made with its facade, and removed
/// from the centre in `deinit`, when its facade lets it go.
final class DownloadImageObservation {
  private let center: NotificationCenter
  private let token: any NSObjectProtocol

  init(
    in center: NotificationCenter,
    handler: @escaping @MainActor @Sendable (DownloadImageRequest) -> Void
  ) {
    self.center = center
    token = center.addObserver(forName: .downloadImage, object: nil, queue: nil) { notification in
      guard let request = DownloadImageRequest(notification) else { return }
      // Only `DownloadImageRequest.post(to:)` makes a notification this reads (its key
      // is private to that type), and that method is main-actor isolated; observers
      // without a queue run on the posting thread, so this is on the main actor. There
      // is no hop: a request forged off the main actor would trap here, not race.
      MainActor.assumeIsolated { handler(request) }
    }
  }

  deinit {
    center.removeObserver(token)
  }
}
