import Foundation
import MVC
import Observation
import TerminalKit

// snippet.albumView
/// Shows an album's cover: chapter 1's view, reshaped to fetch its picture. As it is
/// made it starts its spinner and posts a `.downloadImage` notification asking for its
/// image view to be filled; the spinner stops when the image is set.
///
/// It still takes a cover address, never an `Album`, and it still knows nothing of
/// servers or caches: it asks, and whoever listens answers.
@MainActor
public final class AlbumView: View {
  public let coverImage = ImageView()
  private let indicator = ActivityIndicatorView()
  private let caption = Label()
  public let coverUrl: String
  public private(set) var isHighlighted = false

  public init(
    frame: Rect, albumCover: String, notificationCenter: NotificationCenter = .default
  ) {
    coverUrl = albumCover
    super.init(frame: frame)
    backgroundColor = .black
    hasBorder = true
    borderColor = .gray
    addSubview(coverImage)
    indicator.color = .cyan
    addSubview(indicator)
    caption.text = MVC.AlbumView.fileName(of: albumCover)  // chapter 1's caption
    caption.alignment = .center
    caption.textColor = .gray
    addSubview(caption)
    indicator.startAnimating()
    stopIndicatorWhenImageIsSet()
    DownloadImageRequest(imageView: coverImage, coverUrl: albumCover)
      .post(to: notificationCenter)
  }
  // snippet.end

  // snippet.observe
  /// The tutorial observed `image` with key-value observing; here the Observation framework
  /// does it. `onChange` runs once, on the thread that sets the image, as the image is
  /// set: `ImageView` is main-actor isolated, so that is always the main actor.
  private func stopIndicatorWhenImageIsSet() {
    withObservationTracking {
      _ = coverImage.bitmap
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.indicator.stopAnimating() }
    }
  }
  // snippet.end

  /// Marks this cover as the chosen one: a white background when highlighted,
  /// black otherwise.
  public func highlight(_ isHighlighted: Bool) {
    self.isHighlighted = isHighlighted
    backgroundColor = isHighlighted ? .white : .black
  }

  /// Whether the spinner is turning: from the moment the view is made until its image
  /// is set.
  public var isLoading: Bool { indicator.isAnimating }

  public override func layoutSubviews() {
    let inside = bounds.insetBy(dx: 1, dy: 1)
    caption.isHidden = inside.height < 3
    coverImage.frame = Rect(
      x: inside.minX, y: inside.minY, width: inside.width,
      height: caption.isHidden ? inside.height : inside.height - 1)
    indicator.frame = Rect(x: bounds.width / 2, y: bounds.height / 2, width: 1, height: 1)
    caption.frame = Rect(x: inside.minX, y: inside.maxY - 1, width: inside.width, height: 1)
  }
}
