import Foundation
import TerminalKit

// snippet.notification
extension Notification.Name {
  /// "Fill this image view with this cover": posted by an `AlbumView` as it is made,
  /// heard by whoever fetches covers (the app's `LibraryAPI`).
  public static let downloadImage = Notification.Name("BLDownloadImageNotification")
}

/// What a `.downloadImage` notification carries, typed: the image view to fill and the
/// cover's address: the tutorial's two untyped values, given a type.
public struct DownloadImageRequest: Sendable {
  public let imageView: ImageView
  public let coverUrl: String

  private static let userInfoKey = "DownloadImageRequest"

  public init(imageView: ImageView, coverUrl: String) {
    self.imageView = imageView
    self.coverUrl = coverUrl
  }

  /// Reads the request out of a notification; `nil` for any other notification.
  public init?(_ notification: Notification) {
    guard notification.name == .downloadImage,
      let request = notification.userInfo?[Self.userInfoKey] as? DownloadImageRequest
    else { return nil }
    self = request
  }

  /// Posts this request; every observer hears it before `post` returns.
  @MainActor
  public func post(to center: NotificationCenter) {
    center.post(name: .downloadImage, object: nil, userInfo: [Self.userInfoKey: self])
  }
}
// snippet.end
