import Adapter
import AlbumServer
import AppSupport
import Facade
import Foundation
import Observer
import TerminalKit

/// Chapter 6's figures: drawing covers, and a screen's covers arriving.
@MainActor
enum ObserverBenchmarks {
  /// One 80x24 frame with five 14x10 covers drawn in half blocks, rendered as the
  /// terminal gets it: ANSI with 24-bit colour, and plain text.
  static func coverFrame() {
    let screen = View(frame: Rect(x: 0, y: 0, width: 80, height: 24))
    for index in 0..<5 {
      let bytes = CoverArt.ppm(named: "album_\(index).ppm")!
      let cover = ImageView(
        bitmap: try! Bitmap(ppm: bytes), frame: Rect(x: index * 16, y: 1, width: 14, height: 10))
      screen.addSubview(cover)
    }
    print("One 80x24 frame with five half-block covers (median of 7 runs of 1,000 frames):")
    for colour in [true, false] {
      for case let cover as ImageView in screen.subviews { cover.drawsInColor = colour }
      let perFrame = median(repeats: 1_000) {
        var canvas = Canvas(size: Size(width: 80, height: 24))
        screen.render(into: &canvas)
        _ = colour ? canvas.renderANSILines().joined() : canvas.renderPlain()
      }
      print(
        "  \(colour ? "24-bit colour, ANSI" : "no colour, plain text"): \(microseconds(perFrame))")
    }
  }

  /// From making chapter 6's screen to every visible cover set, covers served over
  /// loopback by an in-process `AlbumServer`: with an empty cache (downloads), then
  /// with the cache that run filled. In-process: no program start is counted.
  static func coversArriving() async throws {
    let server = try AlbumServer(port: 0) { _ in }
    server.start()
    defer { server.stop() }
    let address = URL(string: "http://127.0.0.1:\(server.port)")!
    var firstRuns: [Duration] = []
    var secondRuns: [Duration] = []
    for _ in 0..<7 {
      let cache = FileManager.default.temporaryDirectory
        .appendingPathComponent("bluelibrary-bench-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: cache) }
      firstRuns.append(await showScreen(server: address, cache: cache))
      secondRuns.append(await showScreen(server: address, cache: cache))
    }
    print("Chapter 6, launch to the 3 visible covers shown, over loopback (median of 7):")
    print("  first run, downloading: \(microseconds(firstRuns.sorted()[3]))")
    print("  second run, from the cache: \(microseconds(secondRuns.sorted()[3]))")
  }

  private static func showScreen(server: URL, cache: URL) async -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let library = Observer.LibraryAPI(
      coverServer: server, store: CoverStore(cacheDirectory: cache))
    let controller = Adapter.LibraryViewController(library: library, coverSourceSummary: "bench")
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    _ = window.render()
    await controller.waitForTasks()
    _ = window.render()
    precondition(library.coverStatus.downloaded + library.coverStatus.fromCache == 3)
    return clock.now - start
  }
}
