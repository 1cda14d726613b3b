import TerminalKit

// snippet.albumView
/// Shows an album's cover: a dark frame with a spinner while the picture loads, and
/// the cover's file name underneath when the frame has three rows inside for it.
///
/// It is made from a cover address, never from an `Album`, so anything with a cover
/// (a film's poster, a book's jacket) can use it unchanged.
@MainActor
open class AlbumView: View {
  /// The image view the picture goes into; chapter 6's subclass fills it.
  public let imageView = ImageView()
  private let indicator = ActivityIndicatorView()
  private let caption = Label()
  /// The cover's address. Setting it shows another cover in the same view, the way
  /// setting `UIImageView.image` does, so a screen keeps one cover view for good.
  public var coverUrl: String {
    didSet { caption.text = Self.fileName(of: coverUrl) }
  }
  public private(set) var isHighlighted = false

  public init(frame: Rect, albumCover: String) {
    coverUrl = albumCover
    super.init(frame: frame)
    backgroundColor = .black
    hasBorder = true
    borderColor = .gray
    addSubview(imageView)
    indicator.color = .cyan
    indicator.startAnimating()
    addSubview(indicator)
    caption.text = Self.fileName(of: albumCover)
    caption.alignment = .center
    caption.textColor = .gray
    addSubview(caption)
  }
  // snippet.end

  // snippet.highlight
  /// Marks this cover as the chosen one: a white background when highlighted,
  /// black otherwise.
  public func highlight(_ isHighlighted: Bool) {
    self.isHighlighted = isHighlighted
    backgroundColor = isHighlighted ? .white : .black
  }
  // snippet.end

  /// Stops the spinner: the picture is in (chapter 6's subclass says when).
  public func stopLoading() { indicator.stopAnimating() }

  /// The picture above the caption line, the spinner in the middle.
  public override func layoutSubviews() {
    let inside = bounds.insetBy(dx: 1, dy: 1)
    caption.isHidden = inside.height < 3
    imageView.frame = Rect(
      x: inside.minX, y: inside.minY, width: inside.width,
      height: caption.isHidden ? inside.height : inside.height - 1)
    indicator.frame = Rect(x: bounds.width / 2, y: bounds.height / 2, width: 1, height: 1)
    caption.frame = Rect(x: inside.minX, y: inside.maxY - 1, width: inside.width, height: 1)
  }

  /// `/static/…/album_sting_nothing%20like%20the%20sun.png` →
  /// `album_sting_nothing like the sun.png`.
  public static func fileName(of coverUrl: String) -> String {
    let last = coverUrl.split(separator: "/").last.map(String.init) ?? coverUrl
    return PercentDecoding.decoded(last) ?? last
  }
}
