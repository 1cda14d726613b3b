import AppSupport
import Foundation
import MVC
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Observer

/// The tutorial's flow: a cover view posts one request as it is made and its spinner stops
/// when its image is set; the facade that hears the requests goes, with its
/// observation, when it is released; views never outlive their place on screen.
@MainActor
final class CoverNotificationTests: XCTestCase {
  /// Collects the requests posted to a centre.
  @MainActor
  private final class Recorder {
    var requests: [DownloadImageRequest] = []
    var readings: [(request: DownloadImageRequest?, renamed: DownloadImageRequest?)] = []
  }

  func testEachCoverViewPostsOneRequestCarryingItsImageViewAndAddress() async {
    let center = NotificationCenter()
    let recorder = Recorder()
    let token = center.addObserver(forName: .downloadImage, object: nil, queue: nil) { note in
      let request = DownloadImageRequest(note)
      MainActor.assumeIsolated { recorder.requests.append(request!) }
    }
    defer { center.removeObserver(token) }
    let addresses = ["/covers/a.png", "/covers/b.png", "/covers/a.png"]
    let views = addresses.map {
      AlbumView(
        frame: Rect(x: 0, y: 0, width: 14, height: 10), albumCover: $0, notificationCenter: center)
    }
    XCTAssertEqual(recorder.requests.map(\.coverUrl), addresses)
    for (request, view) in zip(recorder.requests, views) {
      XCTAssertTrue(request.imageView === view.imageView, "the request names its own view")
    }
    // Laying out, drawing and highlighting post nothing more.
    var canvas = Canvas(size: Size(width: 14, height: 10))
    views.forEach {
      $0.highlight(true); $0.render(into: &canvas)
    }
    XCTAssertEqual(recorder.requests.count, 3)
  }

  func testOnlyTheRequestsNameAndPayloadMakeARequest() async throws {
    let center = NotificationCenter()
    let recorder = Recorder()
    // What a posted notification reads as, and what its payload reads as under another name.
    let token = center.addObserver(forName: .downloadImage, object: nil, queue: nil) { note in
      let request = DownloadImageRequest(note)
      let renamed = DownloadImageRequest(
        Notification(name: Notification.Name("other"), object: nil, userInfo: note.userInfo))
      MainActor.assumeIsolated { recorder.readings.append((request, renamed)) }
    }
    defer { center.removeObserver(token) }
    let view = AlbumView(frame: .zero, albumCover: "/a.png", notificationCenter: center)
    XCTAssertEqual(recorder.readings.count, 1)
    XCTAssertTrue(recorder.readings.first?.request?.imageView === view.imageView)
    XCTAssertNil(
      recorder.readings.first?.renamed ?? nil, "a request's payload under another name")
    XCTAssertNil(
      DownloadImageRequest(
        Notification(name: .downloadImage, object: nil, userInfo: ["coverUrl": "/a.png"])),
      "the right name with loose entries")
  }

  func testTheIndicatorStopsExactlyWhenThePictureIsSet() async {
    let view = AlbumView(
      frame: .zero, albumCover: "/covers/a.png", notificationCenter: NotificationCenter())
    XCTAssertTrue(spinnerTurns(view), "turning from the start")
    view.highlight(true)
    view.imageView.image = TextImage(rows: ["not a picture"])
    XCTAssertTrue(spinnerTurns(view), "nothing but the picture stops it")
    view.imageView.bitmap = .placeholder
    XCTAssertFalse(spinnerTurns(view), "stopped in the same step as the picture was set")
  }

  func testTheLibrarySetsThePictureAndTheIndicatorStops() async throws {
    let center = NotificationCenter()
    let library = LibraryAPI(
      coverServer: unusedServer,
      store: CoverStore(cacheDirectory: try makeTemporaryFolder(self), fetcher: FakeFetcher()),
      notificationCenter: center)
    let view = AlbumView(
      frame: .zero, albumCover: "/static/album_test.png", notificationCenter: center)
    await library.coversSettled()
    XCTAssertEqual(view.imageView.bitmap, try Bitmap(ppm: CoverArtSample.bytes!))
    XCTAssertFalse(spinnerTurns(view))
  }

  func testAViewGoesAwayWhileItsCoverIsOnItsWay() async throws {
    let center = NotificationCenter()
    let fetcher = FakeFetcher(gated: true)
    let library = LibraryAPI(
      coverServer: unusedServer,
      store: CoverStore(cacheDirectory: try makeTemporaryFolder(self), fetcher: fetcher),
      notificationCenter: center)
    weak var weakView: Observer.AlbumView?
    weak var weakImageView: ImageView?
    do {
      let view = AlbumView(
        frame: .zero, albumCover: "/static/album_test.png", notificationCenter: center)
      weakView = view
      weakImageView = view.imageView
    }
    XCTAssertNil(weakView, "the download does not keep the view")
    XCTAssertNil(weakImageView, "nor its image view")
    await fetcher.openGate()
    await library.coversSettled()
    XCTAssertEqual(library.coverStatus.downloaded, 1, "the cover still arrives, for nobody")
  }

  func testTheLibraryStopsListeningWhenItGoes() async throws {
    let center = NotificationCenter()
    let fetcher = FakeFetcher()
    var library: LibraryAPI? = LibraryAPI(
      coverServer: unusedServer,
      store: CoverStore(cacheDirectory: try makeTemporaryFolder(self), fetcher: fetcher),
      notificationCenter: center)
    weak let weakLibrary = library
    library = nil
    XCTAssertNil(weakLibrary, "the observation does not keep its facade alive")
    let view = AlbumView(
      frame: .zero, albumCover: "/static/album_test.png", notificationCenter: center)
    XCTAssertTrue(spinnerTurns(view), "nobody answered")
    XCTAssertEqual(fetcher.fetchCount, 0)
  }

  func testAnObservationThatGoesIsRemovedFromTheCentre() async {
    let center = NotificationCenter()
    let recorder = Recorder()
    var observation: DownloadImageObservation? = DownloadImageObservation(in: center) {
      recorder.requests.append($0)
    }
    let view = AlbumView(frame: .zero, albumCover: "/a.png", notificationCenter: center)
    XCTAssertEqual(recorder.requests.count, 1)
    observation = nil
    _ = observation
    _ = AlbumView(frame: .zero, albumCover: "/b.png", notificationCenter: center)
    XCTAssertEqual(recorder.requests.map(\.coverUrl), ["/a.png"], "not called once gone")
    _ = view
  }

  func testThePictureCanOnlyBeSetOnTheMainActor() async throws {
    try assertProbe(
      """
      import TerminalKit
      func setOffTheMainActor(_ view: ImageView) async {
        // expected-note@+2 {{consider declaring an isolated method on 'MainActor' to perform the mutation}}
        // expected-error@+1 {{main actor-isolated property 'bitmap' can not be mutated from a nonisolated context}}
        view.bitmap = nil
      }
      """)
  }
}
