import ExerciseSupport
import Foundation

extension ExerciseChecker {
  /// Step 1: the learner's files, the given files and the checks, into one program.
  /// Returns the outcome when that already decides it.
  func compile(_ sources: [URL], into program: URL, _ step: Step) throws -> CheckOutcome? {
    let compiled = try ProcessRunner.run(
      step.swiftc,
      arguments: commonArguments
        + [
          // One compiler job for the whole module: it loads the chapters' modules once
          // instead of once per batch of files, which is most of a small build's time.
          "-parse-as-library", "-wmo", "-L", productsDirectory.path, "-lBlueLibrary",
          "-Xlinker", "-rpath", "-Xlinker", productsDirectory.path, "-o", program.path,
        ] + sources.map(\.path), timeout: .seconds(300), outputLimit: outputLimit)
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

  /// For the probes: the exercise's files (not the checks) as a module of their own,
  /// with testing enabled so that a probe reaches internal names. Returns its folder, or
  /// why it could not be made (when the files do not compile, step 1 says so first).
  func emitModule(of sources: [URL], _ step: Step) throws -> Result<URL, WorkbookError> {
    let moduleFolder = step.build.appendingPathComponent("module")
    try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
    let learnerSources = sources.filter { $0.lastPathComponent != "Checks.swift" }
    let emitted = try ProcessRunner.run(
      step.swiftc,
      arguments: ["-emit-module", "-enable-testing", "-parse-as-library"] + commonArguments
        + ["-emit-module-path", moduleFolder.appendingPathComponent("Exercise.swiftmodule").path]
        + learnerSources.map(\.path), timeout: .seconds(300), outputLimit: outputLimit)
    guard emitted.status == 0 else {
      return .failure(
        WorkbookError(
          "\(step.exercise.id): the exercise compiled but its module for the probes did not:\n"
            + readable(emitted.standardError)))
    }
    return .success(moduleFolder)
  }
}
