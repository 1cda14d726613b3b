import Foundation
import MVC
import Observation
import TerminalKit

// snippet.albumView
/// Shows an album's cover: chapter 1's view, subclassed to fetch its picture. As it is
/// made (chapter 1's frame, spinner and caption) it posts a `.downloadImage`
/// notification asking for its image view to be filled; the spinner stops when the
/// image is set.
///
/// It still takes a cover address, never an `Album`, and it still knows nothing of
/// servers or caches: it asks, and whoever listens answers.
@MainActor
public final class AlbumView: MVC.AlbumView {
  public init(
    frame: Rect, albumCover: String, notificationCenter: NotificationCenter = .default
  ) {
    super.init(frame: frame, albumCover: albumCover)
    stopIndicatorWhenImageIsSet()
    DownloadImageRequest(imageView: imageView, coverUrl: albumCover)
      .post(to: notificationCenter)
  }
  // snippet.end

  // snippet.observe
  /// The tutorial observed `image` with key-value observing; here the Observation framework
  /// does it. `onChange` runs once, on the thread that sets the image, as the image is
  /// set: `ImageView` is main-actor isolated, so that is always the main actor.
  private func stopIndicatorWhenImageIsSet() {
    withObservationTracking {
      _ = imageView.bitmap
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.stopLoading() }
    }
  }
  // snippet.end
}
