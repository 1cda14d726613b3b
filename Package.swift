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
        "POSIXCalls", "TerminalKit", "AppSupport", "MVC", "Singleton", "Facade", "Decorator",
        "Adapter",
        "Observer",
        "Memento", "Command", "Strategy", "Composite", "ChainOfResponsibility", "State",
        "Iterator", "Visitor", "Interpreter", "Mediator", "TemplateMethod", "ExerciseSupport",
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
    .executable(name: "chapter-composite", targets: ["chapter-composite"]),
    .executable(
      name: "chapter-chain-of-responsibility", targets: ["chapter-chain-of-responsibility"]),
    .executable(name: "chapter-state", targets: ["chapter-state"]),
    .executable(name: "chapter-iterator", targets: ["chapter-iterator"]),
    .executable(name: "chapter-visitor", targets: ["chapter-visitor"]),
    .executable(name: "chapter-interpreter", targets: ["chapter-interpreter"]),
    .executable(name: "chapter-mediator", targets: ["chapter-mediator"]),
    .executable(name: "chapter-template-method", targets: ["chapter-template-method"]),
    .executable(name: "workbook", targets: ["workbook"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    // The platform: a UIKit-shaped kit that draws into a terminal.
    .target(name: "TerminalKit", dependencies: ["CommandLineDeclaration", "POSIXCalls"]),
    // The platform's services no pattern is about: the HTTP transport and the server
    // address, the app's folders, safe files, the cover cache and the in-process cover
    // server. Every chapter may ask it; none shows it.
    .target(
      name: "AppSupport",
      dependencies: ["TerminalKit", "CommandLineDeclaration", "AlbumServer", "POSIXCalls"]),

    // Chapter 1: Model-View-Controller.
    .target(name: "MVC", dependencies: ["TerminalKit"]),
    .executableTarget(name: "chapter-mvc", dependencies: ["MVC", "TerminalKit"]),

    // Chapter 2: Singleton.
    .target(name: "Singleton", dependencies: ["MVC"]),
    .executableTarget(name: "chapter-singleton", dependencies: ["Singleton", "TerminalKit"]),

    // Chapter 3: Facade, and the classroom's album server it can post to.
    .target(
      name: "Facade",
      dependencies: ["Singleton", "MVC", "TerminalKit", "AppSupport", "CommandLineDeclaration"]),
    .executableTarget(
      name: "chapter-facade", dependencies: ["Facade", "AppSupport", "TerminalKit"]),
    .target(name: "AlbumServer", dependencies: ["CommandLineDeclaration", "POSIXCalls"]),
    .executableTarget(
      name: "album-server", dependencies: ["AlbumServer", "CommandLineDeclaration", "POSIXCalls"]),

    // Chapter 4: Decorator, the finished app of part 1.
    .target(name: "Decorator", dependencies: ["Facade", "MVC", "TerminalKit"]),
    .executableTarget(
      name: "chapter-decorator",
      dependencies: ["Decorator", "Facade", "AppSupport", "TerminalKit"]),

    // Chapter 5: Adapter, the first of part 2.
    .target(
      name: "Adapter",
      dependencies: [
        "Decorator", "Facade", "MVC", "TerminalKit", "AppSupport", "CommandLineDeclaration",
      ]),
    .executableTarget(
      name: "chapter-adapter",
      dependencies: ["Adapter", "Facade", "AppSupport", "TerminalKit", "CommandLineDeclaration"],
      exclude: ["catalogue.json"]),

    // Chapter 6: Observer, covers downloaded as they are shown.
    .target(
      name: "Observer",
      dependencies: [
        "Adapter", "Decorator", "Facade", "MVC", "TerminalKit", "AppSupport",
        "CommandLineDeclaration",
      ]),
    .executableTarget(
      name: "chapter-observer",
      dependencies: ["Observer", "Adapter", "Facade", "AppSupport", "TerminalKit"]),

    // Chapter 7: Memento, the app remembering its albums and place.
    .target(
      name: "Memento",
      dependencies: [
        "Observer", "Adapter", "Decorator", "Facade", "MVC", "TerminalKit", "AppSupport",
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
        "AppSupport",
      ]),
    .executableTarget(
      name: "chapter-strategy",
      dependencies: ["Strategy", "Memento", "TerminalKit"]),

    // Chapter 10: Composite, albums on shelves and shelves on shelves: a step from Command.
    .target(
      name: "Composite",
      dependencies: [
        "Command", "Memento", "Observer", "Adapter", "Facade", "MVC", "TerminalKit", "AppSupport",
      ]),
    .executableTarget(
      name: "chapter-composite", dependencies: ["Composite", "Memento", "TerminalKit"]),

    // Chapter 11: Chain of Responsibility, keys that find their handler up TerminalKit's
    // responder chain: a step from Command.
    .target(
      name: "ChainOfResponsibility",
      dependencies: ["Command", "Memento", "Observer", "Adapter", "MVC", "TerminalKit"]),
    .executableTarget(
      name: "chapter-chain-of-responsibility",
      dependencies: ["ChainOfResponsibility", "Memento", "TerminalKit"]),

    // Chapter 12: State, a now-playing panel whose keys mean what the player's state says.
    .target(
      name: "State",
      dependencies: ["Command", "Memento", "Observer", "Adapter", "Facade", "MVC", "TerminalKit"]),
    .executableTarget(
      name: "chapter-state", dependencies: ["State", "Memento", "TerminalKit"]),

    // Chapter 13: Iterator, the shelves walked album by album in two orders: a step from
    // Composite, whose shelves it walks.
    .target(
      name: "Iterator",
      dependencies: ["Composite", "Command", "Memento", "Observer", "Facade", "MVC", "TerminalKit"]),
    .executableTarget(
      name: "chapter-iterator", dependencies: ["Iterator", "Memento", "TerminalKit"]),
    // Chapter 14: Visitor, questions over the shelves that their items do not carry: a
    // step from chapter 10, whose items accept the visitors.
    .target(
      name: "Visitor",
      dependencies: [
        "Composite", "Command", "Memento", "Observer", "Facade", "MVC", "AppSupport", "TerminalKit",
      ]),
    .executableTarget(
      name: "chapter-visitor", dependencies: ["Visitor", "Memento", "TerminalKit"]),
    // Chapter 15: Interpreter, a search typed after `/`, read into a tree of expressions
    // that each album is asked about: a step from chapter 8.
    .target(
      name: "Interpreter",
      dependencies: [
        "Command", "Memento", "Observer", "Adapter", "Facade", "MVC", "TerminalKit",
      ]),
    .executableTarget(
      name: "chapter-interpreter", dependencies: ["Interpreter", "Memento", "TerminalKit"]),
    // Chapter 16: Mediator, an album edited in a form whose parts talk only to the form's
    // mediator. A step from chapter 8.
    .target(
      name: "Mediator",
      dependencies: [
        "Command", "Memento", "Observer", "Adapter", "Facade", "MVC", "TerminalKit", "AppSupport",
      ]),
    .executableTarget(
      name: "chapter-mediator", dependencies: ["Mediator", "Memento", "TerminalKit"]),
    // Chapter 17: Template Method, albums imported from a file: one fixed algorithm, the
    // steps a format fills in. A step from chapter 8 (and chapter 5's catalogue records).
    .target(
      name: "TemplateMethod",
      dependencies: [
        "Command", "Memento", "Observer", "Adapter", "Facade", "MVC", "AppSupport",
        "CommandLineDeclaration", "TerminalKit",
      ]),
    .executableTarget(
      name: "chapter-template-method",
      dependencies: ["TemplateMethod", "Memento", "TerminalKit"],
      exclude: ["albums.csv"]),

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
    .executableTarget(name: "miniature-composite"),
    .executableTarget(name: "miniature-chain-of-responsibility"),
    .executableTarget(name: "miniature-state"),
    .executableTarget(name: "miniature-iterator"),
    .executableTarget(name: "miniature-visitor"),
    .executableTarget(name: "miniature-interpreter"),
    .executableTarget(name: "miniature-mediator"),
    .executableTarget(name: "miniature-template-method"),

    // A command line declared once (subcommands, arguments, flags, help), parsed into a
    // value: how every program here (workbook, the chapters, album-server) reads its own.
    .target(name: "CommandLineDeclaration"),

    // The few system calls several modules make, each written once: writing every
    // byte, and handling a signal. Below TerminalKit and AlbumServer, and free of
    // Foundation, so that neither has to depend on the other.
    .target(name: "POSIXCalls"),

    // What the exercises' checks are written with.
    .target(name: "ExerciseSupport"),

    // The workbook's own tooling: listings that cannot drift, running programs.
    .target(
      name: "WorkbookKit",
      dependencies: ["CommandLineDeclaration", "ExerciseSupport", "TerminalKit", "POSIXCalls"]),
    .executableTarget(
      name: "workbook", dependencies: ["WorkbookKit"]),

    // Figures for the notes: swift run -c release benchmarks
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "TerminalKit", "AppSupport", "Adapter", "Facade", "Observer", "AlbumServer", "Composite",
        "Iterator", "MVC",
      ]),

    // Tests.
    .target(
      name: "WorkbookTestSupport", dependencies: ["WorkbookKit", "AlbumServer", "ExerciseSupport"],
      path: "Tests/WorkbookTestSupport"),
    // What the suites of chapters 7 to 12 make their screens with, written once.
    .target(
      name: "ChapterTestSupport",
      dependencies: [
        "AppSupport", "Facade", "Memento", "Observer", "TerminalKit", "WorkbookKit",
        "WorkbookTestSupport",
      ],
      path: "Tests/ChapterTestSupport"),
    .testTarget(
      name: "TerminalKitTests",
      dependencies: [
        "TerminalKit", "POSIXCalls", "CommandLineDeclaration", "WorkbookKit",
        "WorkbookTestSupport", "chapter-mvc",
      ]
    ),
    .testTarget(
      name: "AppSupportTests",
      dependencies: [
        "AppSupport", "AlbumServer", "TerminalKit", "CommandLineDeclaration", "WorkbookKit",
        "WorkbookTestSupport", "chapter-facade", "album-server",
      ]
    ),
    .testTarget(
      name: "AlbumServerTests",
      dependencies: [
        "AlbumServer", "CommandLineDeclaration", "WorkbookKit", "WorkbookTestSupport",
        "album-server",
        "chapter-facade",
      ]
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
        "Facade", "Singleton", "MVC", "TerminalKit", "AppSupport", "WorkbookKit",
        "WorkbookTestSupport", "chapter-facade", "album-server",
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
    .testTarget(name: "CLIDeclarationTests", dependencies: ["CommandLineDeclaration"]),
    .testTarget(
      name: "ObserverTests",
      dependencies: [
        "Observer", "Adapter", "Facade", "MVC", "TerminalKit", "AppSupport", "AlbumServer",
        "WorkbookTestSupport", "chapter-observer",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "MementoTests",
      dependencies: [
        "Memento", "Observer", "Adapter", "Decorator", "Facade", "Singleton", "MVC", "TerminalKit",
        "AppSupport", "WorkbookKit", "WorkbookTestSupport", "ChapterTestSupport", "chapter-memento",
        "album-server",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CommandTests",
      dependencies: [
        "Command", "Memento", "Observer", "Adapter", "Decorator", "Facade", "Singleton", "MVC",
        "TerminalKit", "AppSupport", "AlbumServer", "WorkbookKit", "WorkbookTestSupport",
        "ChapterTestSupport",
        "chapter-command",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "StrategyTests",
      dependencies: [
        "Strategy", "Command", "Memento", "Observer", "Adapter", "Decorator", "Facade", "Singleton",
        "MVC", "TerminalKit", "AppSupport", "WorkbookKit", "WorkbookTestSupport",
        "ChapterTestSupport",
        "chapter-strategy",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CompositeTests",
      dependencies: [
        "Composite", "Command", "Memento", "Observer", "Adapter", "Facade", "Singleton", "MVC",
        "TerminalKit", "AppSupport", "WorkbookKit", "WorkbookTestSupport", "ChapterTestSupport",
        "chapter-composite",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ChainOfResponsibilityTests",
      dependencies: [
        "ChainOfResponsibility", "Command", "Memento", "Observer", "Adapter", "Facade", "Singleton",
        "MVC", "TerminalKit", "AppSupport", "WorkbookKit", "WorkbookTestSupport",
        "ChapterTestSupport",
        "chapter-chain-of-responsibility",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "StateTests",
      dependencies: [
        "State", "Command", "Memento", "Observer", "Facade", "Singleton", "MVC", "TerminalKit",
        "AppSupport", "WorkbookKit", "WorkbookTestSupport", "ChapterTestSupport", "chapter-state",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "IteratorTests",
      dependencies: [
        "Iterator", "Composite", "Command", "Memento", "Observer", "Adapter", "Facade", "Singleton",
        "MVC",
        "TerminalKit", "AppSupport", "ExerciseSupport", "WorkbookTestSupport", "ChapterTestSupport",
        "chapter-iterator",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "VisitorTests",
      dependencies: [
        "Visitor", "Composite", "Command", "Memento", "Observer", "Facade", "Singleton", "MVC",
        "TerminalKit", "AppSupport", "ExerciseSupport", "WorkbookKit", "WorkbookTestSupport",
        "ChapterTestSupport", "chapter-visitor",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "InterpreterTests",
      dependencies: [
        "Interpreter", "Command", "Memento", "Observer", "Adapter", "Decorator", "Facade",
        "Singleton",
        "MVC",
        "TerminalKit", "AppSupport", "ExerciseSupport", "WorkbookKit", "WorkbookTestSupport",
        "ChapterTestSupport", "chapter-interpreter",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "MediatorTests",
      dependencies: [
        "Mediator", "Command", "Memento", "Observer", "Adapter", "Facade", "Singleton", "MVC",
        "TerminalKit", "ExerciseSupport", "WorkbookKit", "WorkbookTestSupport",
        "ChapterTestSupport", "chapter-mediator",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "TemplateMethodTests",
      dependencies: [
        "TemplateMethod", "Command", "Memento", "Observer", "Adapter", "Facade", "Singleton",
        "MVC", "TerminalKit", "AppSupport", "ExerciseSupport", "WorkbookKit",
        "WorkbookTestSupport", "ChapterTestSupport", "chapter-template-method",
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
        "chapter-composite", "miniature-composite", "chapter-chain-of-responsibility",
        "miniature-chain-of-responsibility", "chapter-state", "miniature-state", "chapter-iterator",
        "miniature-iterator", "chapter-visitor", "miniature-visitor", "chapter-interpreter",
        "miniature-interpreter", "chapter-mediator", "miniature-mediator",
        "chapter-template-method",
        "miniature-template-method",
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
