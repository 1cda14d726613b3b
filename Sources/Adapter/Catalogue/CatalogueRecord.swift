// snippet.record
/// One album as another program's catalogue exports it: other names (`name`, `band`),
/// other types (a list of tags, a full release date). The adaptee: the library cannot
/// take it as it is, and this file does not know the library exists.
///
/// ```json
/// {"name": "Night Trains", "band": "The Lantern Choir", "tags": ["Folk"],
///  "released": "2011-03-14", "artwork": "/covers/night%20trains.png"}
/// ```
public struct CatalogueRecord: Codable, Hashable, Sendable {
  public var name: String
  public var band: String
  public var tags: [String]
  /// The release date, `YYYY-MM-DD`.
  public var released: String
  /// Where the cover lives; some records have none.
  public var artwork: String?

  public init(name: String, band: String, tags: [String], released: String, artwork: String?) {
    self.name = name
    self.band = band
    self.tags = tags
    self.released = released
    self.artwork = artwork
  }
}
// snippet.end
