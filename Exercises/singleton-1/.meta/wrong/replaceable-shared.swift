// Mistake: `static var shared = AppSettings()`: made once and kept, but a `var`, so any
// code can put another instance in its place and the app no longer has one settings.
// Lesson: the one instance is a `static let`: made once, on first use, and never
// swapped (chapter 2, the stored shared instance).
// Exercise singleton-1 · One AppSettings for the whole app
//
// `AppSettings.shared` reads like a singleton, but every access makes a new instance, so
// a change made through one access is gone by the next. Make it a strict singleton. The
// task is in Chapters/02-Singleton.md, section Exercises.

/// The app's settings: the colour theme, and whether covers show their file names.
///
/// It lives on the main actor, like the screens that read it. That is also what lets a
/// `static` property hold an instance of it under Swift 6: only the main actor reaches it.
@MainActor
final class AppSettings {
  /// The one instance. A `static let` is made on first use, exactly once.
  static var shared = AppSettings()

  var themeName = "Blue"
  var showsCaptions = true

  /// Private: nobody else can make a second one.
  private init() {
    SettingsCounter.countOneMade()
  }
}
