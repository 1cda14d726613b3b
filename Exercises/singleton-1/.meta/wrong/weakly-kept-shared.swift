// Mistake: the shared instance is kept weakly, so that it "does not live for ever": when
// nobody holds it, it goes, and the next access makes a new one with the first settings.
// Lesson: the one instance lives as long as the app and is made exactly once; `shared`
// itself is what keeps it (chapter 2, the stored shared instance).

/// The app's settings: the colour theme, and whether covers show their file names.
@MainActor
final class AppSettings {
  private static weak var instance: AppSettings?

  /// The instance, made again when nobody holds the last one.
  static var shared: AppSettings {
    if let instance { return instance }
    let made = AppSettings()
    instance = made
    return made
  }

  var themeName = "Blue"
  var showsCaptions = true

  private init() {
    SettingsCounter.countOneMade()
  }
}
