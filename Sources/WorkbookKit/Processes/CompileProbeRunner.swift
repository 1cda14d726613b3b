import Foundation

/// Typechecks Swift files with the compiler's diagnostic verifier: the one runner of
/// compile probes, for the checker's exercise probes and the package's own tests
/// (`CompileProbe` in WorkbookTestSupport).
///
/// A probe carries `// expected-error {{…}}` comments on the lines that must not
/// compile; with `verify`, the run fails when an expected diagnostic is missing or an
/// unexpected error appears (`-verify-ignore-unrelated`: diagnostics in files the probe
/// did not mark, such as warnings in a module under test, are not its business).
public struct CompileProbeRunner: Sendable {
  /// What typechecks: on Linux the compiler's frontend itself, found beside `swiftc`
  /// (a probe is one job, and the driver that `swiftc` starts first to plan that job
  /// costs about as long as the job); elsewhere `swiftc`, whose driver also finds the
  /// SDK, which a frontend started directly on macOS would not know.
  public let executable: URL
  public let isFrontend: Bool

  /// The runner for the toolchain of `swiftc`.
  public init(swiftc: URL) {
    #if os(Linux)
      if let frontend = ExerciseChecker.tool("swift-frontend", beside: swiftc) {
        executable = frontend
        isFrontend = true
        return
      }
    #endif
    executable = swiftc
    isFrontend = false
  }

  /// Where the toolchain's macros (`@Observable`) are, which the driver tells the
  /// frontend and a frontend started directly must be told: `usr/lib/swift/host`, beside
  /// `usr/bin`.
  private var macroPlugins: [String] {
    let host = executable.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    #if os(Linux)
      let server = host.appendingPathComponent("libSwiftInProcPluginServer.so")
    #else
      let server = host.appendingPathComponent("libSwiftInProcPluginServer.dylib")
    #endif
    return [
      "-in-process-plugin-server-path", server.path, "-plugin-path",
      host.appendingPathComponent("plugins").path,
    ]
  }

  /// The runner for the `swiftc` on `PATH`, if there is one.
  public static func onPath() -> CompileProbeRunner? {
    ProcessRunner.find("swiftc").map(CompileProbeRunner.init(swiftc:))
  }

  /// Typechecks `files` as one module, `moduleName`, in Swift 6 mode, against the
  /// modules in `searchPaths`, with the compiler's module cache in `moduleCache`.
  /// `extraArguments` must be options both the driver and the frontend take.
  public func typecheck(
    _ files: [URL], moduleName: String, searchPaths: [URL], moduleCache: URL,
    verify: Bool = true, upcomingFeatures: [String] = [], extraArguments: [String] = [],
    timeout: Duration = .seconds(300), outputLimit: OutputLimit? = nil
  ) throws -> ProcessResult {
    var arguments = ["-swift-version", "6", "-module-name", moduleName]
    for folder in searchPaths { arguments += ["-I", folder.path] }
    for feature in upcomingFeatures { arguments += ["-enable-upcoming-feature", feature] }
    arguments += ["-module-cache-path", moduleCache.path] + extraArguments
    // The frontend typechecks all its files as one module; the driver needs -wmo to
    // give them to one job, so that the verifier sees every diagnostic.
    let flags = verify ? ["-verify", "-verify-ignore-unrelated"] : []
    let commandLine =
      isFrontend
      ? ["-frontend", "-typecheck"] + macroPlugins + arguments + flags
      : ["-typecheck", "-wmo"] + arguments + flags.flatMap { ["-Xfrontend", $0] }
    return try ProcessRunner.run(
      executable, arguments: commandLine + files.map(\.path), timeout: timeout,
      outputLimit: outputLimit)
  }
}
