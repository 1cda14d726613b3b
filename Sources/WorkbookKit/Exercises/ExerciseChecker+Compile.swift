import ExerciseSupport
import Foundation

extension ExerciseChecker {
  /// Step 1: the learner's files, the given files and the checks, into one program;
  /// and, for the probes, into a module in `module` with testing enabled, so that a
  /// probe reaches internal names. One compiler run makes both: it loads the chapters'
  /// modules once, which is most of a small build's time. Returns the outcome when
  /// that already decides it.
  func compile(_ sources: [URL], into program: URL, module: URL?, _ step: Step) throws
    -> CheckOutcome?
  {
    var moduleArguments: [String] = []
    if let module {
      try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
      moduleArguments = [
        "-enable-testing", "-emit-module", "-emit-module-path",
        module.appendingPathComponent("Exercise.swiftmodule").path,
        // The module from the same compiler job as the program: by default the driver
        // starts a second one that loads and typechecks everything again to write it.
        "-no-emit-module-separately-wmo",
      ]
    }
    let compiled = try ProcessRunner.run(
      step.swiftc,
      arguments: commonArguments + moduleArguments
        + [
          // One compiler job for the whole module, rather than one per batch of files.
          "-parse-as-library", "-wmo", "-emit-executable", "-L", productsDirectory.path,
          "-lBlueLibrary", "-Xlinker", "-rpath", "-Xlinker", productsDirectory.path,
          "-o", program.path,
        ] + Self.fastLinker(beside: step.swiftc) + sources.map(\.path), timeout: .seconds(300),
      outputLimit: outputLimit)
    return compilerFailure(compiled, step)
  }

  /// The outcome when a compiler run did not succeed: stopped at its time limit, or
  /// what it said; `nil` when it succeeded.
  func compilerFailure(_ compiled: ProcessResult, _ step: Step) -> CheckOutcome? {
    if compiled.timedOut {
      return CheckOutcome(
        status: .error, report: readable(compiled.standardError), checks: [],
        verdict: "the compiler took longer than 5 minutes and was stopped")
    }
    guard compiled.status == 0 else {
      let diagnostics = readable(compiled.standardError + compiled.standardOutput)
      let count = diagnostics.components(separatedBy: ": error: ").count - 1
      return CheckOutcome(
        status: .error, report: diagnostics, checks: [],
        verdict: "does not compile (\(count) error\(count == 1 ? "" : "s"))")
    }
    return nil
  }

  /// `-use-ld=lld` when the toolchain ships lld beside `swiftc` (Swift's Linux
  /// toolchains do): linking the checks is a good part of a check's time, and lld links
  /// them in about half the time of the system's default `ld`. Elsewhere, nothing: the
  /// platform's default linker.
  static func fastLinker(beside swiftc: URL) -> [String] {
    #if os(Linux)
      return tool("ld.lld", beside: swiftc) == nil ? [] : ["-use-ld=lld"]
    #else
      return []
    #endif
  }

  /// The toolchain's program `name`, from `swiftc`'s own folder (a `swiftc` on `PATH`
  /// may be a link into the toolchain: the link is followed), when it is there to run.
  static func tool(_ name: String, beside swiftc: URL) -> URL? {
    let tool = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent(name)
    return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
  }
}
