// swift-tools-version:6.0
import PackageDescription

// One package, no dependencies. Each chapter is a library target that depends on
// the chapter before it, so `Sources/<Chapter>/` is exactly what that chapter adds.
let package = Package(
  name: "BlueLibraryWorkbook",
  platforms: [.macOS(.v15)],
  products: [
    // Every chapter's code in one shared library: what `workbook check` compiles the
    // exercises against, so an exercise never becomes part of this package's build.
    .library(
      name: "BlueLibrary", type: .dynamic,
      targets: [
        "TerminalKit", "MVC", "Singleton", "Facade", "Decorator", "Adapter", "Observer",
        "Memento", "Command", "Strategy", "ExerciseSupport",
      ]),
    .executable(name: "chapter-mvc", targets: ["chapter-mvc"]),
    .executable(name: "chapter-singleton", targets: ["chapter-singleton"]),
    .executable(name: "chapter-facade", targets: ["chapter-facade"]),
    .executable(name: "album-server", targets: ["album-server"]),
    .executable(name: "chapter-decorator", targets: ["chapter-decorator"]),
    .executable(name: "chapter-adapter", targets: ["chapter-adapter"]),
    .executable(name: "chapter-observer", targets: ["chapter-observer"]),
    .executable(name: "chapter-memento", targets: ["chapter-memento"]),
    .executable(name: "chapter-command", targets: ["chapter-command"]),
    .executable(name: "chapter-strategy", targets: ["chapter-strategy"]),
    .executable(name: "workbook", targets: ["workbook"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    // The platform: a UIKit-shaped kit that draws into a terminal.
    .target(name: "TerminalKit", dependencies: ["CommandLineDeclaration"]),

    // Chapter 1: Model-View-Controller.
    .target(name: "MVC", dependencies: ["TerminalKit"]),
    .executableTarget(name: "chapter-mvc", dependencies: ["MVC", "TerminalKit"]),

    // Chapter 2: Singleton.
    .target(name: "Singleton", dependencies: ["MVC"]),
    .executableTarget(name: "chapter-singleton", dependencies: ["Singleton", "TerminalKit"]),

    // Chapter 3: Facade, and the classroom's album server it can post to.
    .target(
      name: "Facade", dependencies: ["Singleton", "MVC", "TerminalKit", "CommandLineDeclaration"]),
    .executableTarget(name: "chapter-facade", dependencies: ["Facade", "TerminalKit"]),
    .target(name: "AlbumServer", dependencies: ["CommandLineDeclaration"]),
    .executableTarget(
      name: "album-server", dependencies: ["AlbumServer", "CommandLineDeclaration"]),

    // Chapter 4: Decorator, the finished app of part 1.
    .target(name: "Decorator", dependencies: ["Facade", "MVC", "TerminalKit"]),
    .executableTarget(
      name: "chapter-decorator", dependencies: ["Decorator", "Facade", "TerminalKit"]),

    // Chapter 5: Adapter, the first of part 2.
    .target(
      name: "Adapter",
      dependencies: ["Decorator", "Facade", "MVC", "TerminalKit", "CommandLineDeclaration"]),
    .executableTarget(
      name: "chapter-adapter",
      dependencies: ["Adapter", "Facade", "TerminalKit", "CommandLineDeclaration"],
      exclude: ["catalogue.json"]),

    // Chapter 6: Observer, covers downloaded as they are shown.
    .target(
      name: "Observer",
      dependencies: [
        "Adapter", "Decorator", "Facade", "MVC", "TerminalKit", "AlbumServer",
        "CommandLineDeclaration",
      ]),
    .executableTarget(
      name: "chapter-observer", dependencies: ["Observer", "Facade", "TerminalKit"]),

    // Chapter 7: Memento, the app remembering its albums and place.
    .target(
      name: "Memento",
      dependencies: [
        "Observer", "Adapter", "Decorator", "Facade", "MVC", "TerminalKit",
        "CommandLineDeclaration",
      ]),
    .executableTarget(
      name: "chapter-memento", dependencies: ["Memento", "Observer", "Facade", "TerminalKit"]),

    // Chapter 8: Command, deletions that can be undone and redone: the finished app.
    .target(
      name: "Command",
      dependencies: [
        "Memento", "Observer", "Adapter", "Decorator", "Facade", "MVC", "TerminalKit",
      ]),
    .executableTarget(
      name: "chapter-command",
      dependencies: ["Command", "Memento", "Observer", "Facade", "TerminalKit"]),

    // Chapter 9: Strategy, the order of the library (part 3: a step from Command).
    .target(
      name: "Strategy",
      dependencies: [
        "Command", "Memento", "Observer", "Adapter", "Decorator", "Facade", "MVC", "TerminalKit",
      ]),
    .executableTarget(
      name: "chapter-strategy",
      dependencies: ["Strategy", "TerminalKit"]),

    // Each chapter's pattern in miniature: 20 to 40 lines outside the app, quoted by the
    // chapter, with the output the chapter shows checked by ChaptersTests.
    .executableTarget(name: "miniature-mvc"),
    .executableTarget(name: "miniature-singleton"),
    .executableTarget(name: "miniature-facade"),
    .executableTarget(name: "miniature-decorator"),
    .executableTarget(name: "miniature-adapter"),
    .executableTarget(name: "miniature-observer"),
    .executableTarget(name: "miniature-memento"),
    .executableTarget(name: "miniature-command"),
    .executableTarget(name: "miniature-strategy"),

    // A command line declared once (subcommands, arguments, flags, help), parsed into a
    // value: how every program here (workbook, the chapters, album-server) reads its own.
    .target(name: "CommandLineDeclaration"),

    // What the exercises' checks are written with.
    .target(name: "ExerciseSupport"),

    // The workbook's own tooling: listings that cannot drift, running programs.
    .target(
      name: "WorkbookKit",
      dependencies: ["CommandLineDeclaration", "ExerciseSupport", "TerminalKit"]),
    .executableTarget(name: "workbook", dependencies: ["CommandLineDeclaration", "WorkbookKit"]),

    // Figures for the notes: swift run -c release benchmarks
    .executableTarget(
      name: "benchmarks", dependencies: ["TerminalKit", "Facade", "Observer", "AlbumServer"]),

    // Tests.
    .target(
      name: "WorkbookTestSupport", dependencies: ["WorkbookKit", "AlbumServer"],
      path: "Tests/WorkbookTestSupport"),
    .testTarget(
      name: "TerminalKitTests",
      dependencies: ["TerminalKit", "CommandLineDeclaration", "WorkbookTestSupport"]
    ),
    .testTarget(
      name: "MVCTests",
      dependencies: [
        "MVC", "TerminalKit", "CommandLineDeclaration", "WorkbookKit", "WorkbookTestSupport",
        "chapter-mvc",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "SingletonTests",
      dependencies: [
        "Singleton", "MVC", "TerminalKit", "WorkbookTestSupport", "chapter-singleton",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "FacadeTests",
      dependencies: [
        "Facade", "Singleton", "MVC", "TerminalKit", "AlbumServer", "CommandLineDeclaration",
        "WorkbookKit", "WorkbookTestSupport", "chapter-facade", "album-server",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "DecoratorTests",
      dependencies: [
        "Decorator", "Facade", "Singleton", "MVC", "TerminalKit", "WorkbookKit",
        "WorkbookTestSupport", "chapter-decorator",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "AdapterTests",
      dependencies: [
        "Adapter", "Decorator", "Facade", "Singleton", "MVC", "TerminalKit", "WorkbookTestSupport",
        "chapter-adapter",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "CommandLineDeclarationTests", dependencies: ["CommandLineDeclaration"]),
    .testTarget(
      name: "ObserverTests",
      dependencies: [
        "Observer", "Adapter", "Facade", "MVC", "TerminalKit", "AlbumServer",
        "WorkbookTestSupport", "chapter-observer",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "MementoTests",
      dependencies: [
        "Memento", "Observer", "Adapter", "Facade", "Singleton", "MVC", "TerminalKit",
        "WorkbookKit", "WorkbookTestSupport", "chapter-memento",
      ]
    ),
    .testTarget(
      name: "CommandTests",
      dependencies: [
        "Command", "Memento", "Observer", "Adapter", "Decorator", "Facade", "Singleton", "MVC",
        "TerminalKit", "AlbumServer", "WorkbookKit", "WorkbookTestSupport", "chapter-command",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "StrategyTests",
      dependencies: [
        "Strategy", "Command", "Memento", "Observer", "Adapter", "Decorator", "Facade", "Singleton",
        "MVC", "TerminalKit", "WorkbookKit", "WorkbookTestSupport", "chapter-strategy",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "WorkbookTests",
      dependencies: ["WorkbookKit", "ExerciseSupport", "WorkbookTestSupport", "workbook"]
    ),
    .testTarget(
      name: "ChaptersTests",
      dependencies: [
        "WorkbookKit", "WorkbookTestSupport", "workbook", "chapter-mvc", "chapter-singleton",
        "chapter-facade", "chapter-decorator", "chapter-adapter", "chapter-observer",
        "chapter-memento", "miniature-mvc", "miniature-singleton", "miniature-facade",
        "miniature-decorator", "miniature-adapter", "miniature-observer", "miniature-memento",
        "chapter-command", "miniature-command", "chapter-strategy", "miniature-strategy",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// SE-0444: an extension's members are visible only in files that import the module
// declaring them, even inside one module. Chapter 4's claim about `import Decorator`
// depends on it.
//
// `-index-ignore-system-modules`: a debug build writes an index as it compiles, and by
// default that index covers the toolchain's own modules too (the standard library,
// Glibc, Dispatch, Observation): seconds of work in the first build of a fresh clone,
// repeated by every job that starts before the first has finished. This package's own
// code is still indexed; only the records of the toolchain's modules are left out. A
// root package may set such a flag; the figures are in Scripts/measure-first-screen.sh.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility"),
      .unsafeFlags(["-index-ignore-system-modules"]),
    ]
}
