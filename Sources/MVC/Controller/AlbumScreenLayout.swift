import TerminalKit

/// Where a BlueLibrary screen puts its parts: the cover on top, the album's details
/// under it, a line of notes at the bottom. Every chapter's controller lays out its
/// views with it, so the screen keeps its shape from chapter to chapter.
public struct AlbumScreenLayout: Equatable, Sendable {
  public var cover: Rect
  public var details: Rect
  public var notes: Rect

  /// The layout for a controller's view of `bounds`. Covers shrink on short screens,
  /// down to three rows, so that the details and the notes always fit on a screen of
  /// the window's minimum size.
  public init(bounds: Rect) {
    let coverHeight = max(3, min(11, bounds.height - 8))
    cover = Rect(x: 2, y: 1, width: min(44, bounds.width - 4), height: coverHeight)
    details = Rect(x: 4, y: cover.maxY + 1, width: bounds.width - 6, height: 4)
    notes = Rect(x: 2, y: details.maxY + 1, width: bounds.width - 4, height: 1)
  }

  /// Gives each view its place; a screen without a notes line passes `nil`.
  @MainActor
  public func place(cover: View, details: View, notes: View? = nil) {
    cover.frame = self.cover
    details.frame = self.details
    notes?.frame = self.notes
  }
}

extension Key {
  /// How far a key moves through the library: ← one back, → one on; `nil` for other
  /// keys.
  public var albumStep: Int? {
    switch self {
    case .left: -1
    case .right: 1
    default: nil
    }
  }
}
