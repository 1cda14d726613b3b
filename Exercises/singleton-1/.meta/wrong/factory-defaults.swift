// Mistake: beside `shared`, the class keeps a second instance of itself, `defaults`, to
// reset from; private initialiser or not, the app now has two AppSettings.
// Lesson: a strict singleton has one instance, made in one place; defaults are values
// the one instance can go back to, not another instance (chapter 2, one instance).

/// The app's settings: the colour theme, and whether covers show their file names.
@MainActor
final class AppSettings {
  /// The one instance, made on first use.
  static let shared = AppSettings()
  /// The settings as the app first had them, to go back to.
  static let defaults = AppSettings()

  var themeName = "Blue"
  var showsCaptions = true

  private init() {
    SettingsCounter.countOneMade()
  }

  /// Puts every setting back as it was at first.
  func reset() {
    themeName = Self.defaults.themeName
    showsCaptions = Self.defaults.showsCaptions
  }
}
