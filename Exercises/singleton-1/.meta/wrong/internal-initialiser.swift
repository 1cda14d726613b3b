// Mistake: the stored `static let shared` is there, but the initialiser is left
// internal, so any code in the module can make a second AppSettings.
// Lesson: a strict singleton keeps its initialiser private, so `shared` is the only way
// to one (chapter 2, a private initialiser).
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
  static let shared = AppSettings()

  var themeName = "Blue"
  var showsCaptions = true

  init() {
    SettingsCounter.countOneMade()
  }
}
