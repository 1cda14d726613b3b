import AppSupport
import Foundation

// snippet.store
/// Keeps the chosen order's `id` in a file `order` beside chapter 7's `state.json`, so
/// the state file keeps its format: every chapter's program still reads it, and one
/// that knows nothing of orders leaves the choice alone. The file is kept as the
/// state is, by the platform's `KeptFile`: `{"order": "year", "version": 1}`.
public struct OrderStore: Sendable {
  /// `order`, kept.
  public let kept: KeptFile

  public init(folder: URL) {
    kept = KeptFile(named: "order", in: folder)
  }

  /// The id the file holds; whether an order has it is the cycle's business.
  public func load() -> KeptFileLoad<String> {
    kept.load { (data) throws(KeptFileProblem) in try Self.format.decoded(data).order }
  }

  /// Keeps `order`'s id in place of the last one.
  ///
  /// - Throws: `KeptFileSaveError` saying why not; the file is then as it was.
  public func save(_ order: any AlbumOrder) throws(KeptFileSaveError) {
    try kept.save(Self.format.encoded(OrderFile(order: order.id)))
  }

  /// What the file holds beside its version.
  struct OrderFile: Codable {
    var order: String
  }

  static let format = KeptFormat<OrderFile>(version: 1)
}
// snippet.end
