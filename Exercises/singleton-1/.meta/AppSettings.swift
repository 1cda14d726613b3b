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
// solution.begin
final class AppSettings {
  /// The one instance. A `static let` is made on first use, exactly once.
  static let shared = AppSettings()
  // solution.starter
  //> class AppSettings {
  //>   /// TODO: this hands out a new AppSettings on every access.
  //>   static var shared: AppSettings { AppSettings() }
  // solution.end

  var themeName = "Blue"
  var showsCaptions = true

  // solution.begin
  /// Private: nobody else can make a second one.
  private init() {
    // solution.starter
    //>   init() {
    // solution.end
    SettingsCounter.countOneMade()
  }
}
