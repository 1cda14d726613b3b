// Mistake: the theme is kept as one of the themes the learner knew of (Blue and Dark);
// any other name set through shared is dropped for Blue, and the captions switch only
// ever turns off.
// Lesson: the one instance keeps whatever is set through it, every change, until the
// next one; a singleton is a shared place to keep state, not a filter on it (chapter 2,
// the shared instance).

/// The app's settings: the colour theme, and whether covers show their file names.
@MainActor
final class AppSettings {
  /// The one instance, made on first use.
  static let shared = AppSettings()

  /// The themes the app has.
  private enum Theme: String {
    case blue = "Blue"
    case dark = "Dark"
  }

  private var theme = Theme.blue
  private var captionsHidden = false

  var themeName: String {
    get { theme.rawValue }
    set { theme = Theme(rawValue: newValue) ?? .blue }
  }

  var showsCaptions: Bool {
    get { !captionsHidden }
    set { captionsHidden = captionsHidden || !newValue }
  }

  private init() {
    SettingsCounter.countOneMade()
  }
}
