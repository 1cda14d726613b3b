// The checks of exercise singleton-1. Read them; do not edit them.
import ExerciseSupport

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("no AppSettings exists before somebody first asks for shared") {
        try expectEqual(SettingsCounter.made, 0, "AppSettings made before the first access")
      },
      Check("shared is the same instance every time anybody asks for it") {
        let first = AppSettings.shared
        for access in 2...1_000 {
          try expect(
            AppSettings.shared === first,
            "access number \(access) to shared returned a different instance from the first")
        }
      },
      Check("however often shared is asked for, AppSettings.init runs once") {
        for _ in 0..<1_000 { _ = AppSettings.shared }
        try expectEqual(SettingsCounter.made, 1, "AppSettings made in this process")
      },
      Check("a change made through shared is still there the next time anybody asks") {
        AppSettings.shared.themeName = "Dark"
        AppSettings.shared.showsCaptions = false
        try expectEqual(AppSettings.shared.themeName, "Dark", "the theme read back")
        try expectEqual(AppSettings.shared.showsCaptions, false, "showsCaptions read back")
      },
    ])
  }
}
