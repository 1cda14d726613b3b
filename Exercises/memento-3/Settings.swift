// Given with exercise memento-3. Read it; do not edit it.

/// The player's settings, as `settings.json` holds them. Version 1 is the only version
/// this program knows; a later program may write version 2, with other fields.
struct Settings: Codable, Equatable {
  static let currentVersion = 1
  static let defaults = Settings(version: 1, volume: 5, theme: "blue")

  var version: Int
  var volume: Int
  var theme: String
}

/// What loading found: the settings to use, and for a file that could not be used, a
/// notice for the user naming where it was kept.
struct LoadedSettings: Equatable {
  var settings: Settings
  var notice: String?
}
