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
      Check("every change, to any theme and either way, is kept until the next one") {
        // Any theme name (not only the ones the app ships) and the captions switched on as
        // well as off: whatever was set last through shared is what shared reads.
        let change = Generators.sharedName.flatMap { theme in
          Generators.bool.map { (theme: theme, showsCaptions: $0) }
        }
        try forAll(Generators.array(of: change, length: 1...6)) { changes in
          for change in changes {
            AppSettings.shared.themeName = change.theme
            AppSettings.shared.showsCaptions = change.showsCaptions
            try expectEqual(AppSettings.shared.themeName, change.theme, "the theme read back")
            try expectEqual(
              AppSettings.shared.showsCaptions, change.showsCaptions, "showsCaptions read back")
          }
        }
        try expectEqual(SettingsCounter.made, 1, "AppSettings made in this process")
      },
      Check("your file makes an AppSettings in one place only: the shared instance") {
        // Read from your source: a private initialiser keeps other files out, but the class
        // itself could still make a second one (a copy, a set of defaults kept aside).
        let source = try SwiftSource(contentsOfFile: "AppSettings.swift")
        let places = source.placesMaking("AppSettings")
        try expect(
          places == 1,
          "AppSettings.swift makes an AppSettings in \(places) places: a strict singleton has "
            + "one instance, made where shared is; keep defaults as values, not as an instance")
      },
    ])
  }
}
