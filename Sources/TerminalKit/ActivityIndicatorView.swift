/// A spinner that says "something is loading": the terminal's
/// `UIActivityIndicatorView`.
///
/// In an interactive terminal the application advances it ten times a second; on a
/// printed screen it shows its first frame, so snapshots stay stable.
@MainActor
public final class ActivityIndicatorView: View {
  /// The frames, drawn one after the other.
  public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  public private(set) var isAnimating = false
  public private(set) var frameIndex = 0
  /// Like UIKit's, a stopped indicator disappears unless told otherwise.
  public var hidesWhenStopped = true
  public var color: Color?

  public override init(frame: Rect = Rect(x: 0, y: 0, width: 1, height: 1)) {
    super.init(frame: frame)
  }

  public func startAnimating() { isAnimating = true }

  public func stopAnimating() {
    isAnimating = false
    frameIndex = 0
  }

  public override func advanceAnimation() -> Bool {
    guard isAnimating else { return false }
    frameIndex = (frameIndex + 1) % Self.frames.count
    return true
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard isAnimating || !hidesWhenStopped else { return }
    canvas.draw(
      String(Self.frames[frameIndex]), at: rect.origin, style: Style(foreground: color),
      clip: clip)
  }
}
