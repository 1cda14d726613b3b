import ExerciseSupport
import Foundation

extension ExerciseChecker {
  /// Step 2: the compile-time facts. Each probe is typechecked as code outside the
  /// exercise's module (made in step 1), with `@testable import Exercise`: internal
  /// names are in reach, `private` ones are not, and warnings in the learner's files are
  /// not the probe's business.
  func checkProbes(_ probes: [URL], module: URL?, _ step: Step) throws -> Tally {
    var tally = Tally()
    guard let module else { return tally }
    for probe in probes {
      let name = try probeName(probe)
      let typechecker = Self.typechecker(beside: step.swiftc)
      let verified = try ProcessRunner.run(
        typechecker.executable,
        arguments: typechecker.leadingArguments + [
          "-typecheck", "-swift-version", "6", "-module-name", "Probe", "-I",
          modulesDirectory.path, "-I", module.path, "-module-cache-path", moduleCache.path,
        ] + typechecker.frontendFlags(["-verify", "-verify-ignore-unrelated"]) + [probe.path],
        timeout: .seconds(300), outputLimit: outputLimit)
      if verified.status == 0 {
        tally.checks.append(CheckResult(name: name, status: .pass))
        tally.report += "  ✓ \(name)\n"
      } else {
        let diagnostics = readable(verified.standardError).trimmingTrailingNewlines()
        tally.checks.append(CheckResult(name: name, status: .fail, message: diagnostics))
        tally.report += "  ✗ \(name)\n" + indent(diagnostics, by: 6)
      }
    }
    return tally
  }

  /// What typechecks a probe. On Linux, the compiler's frontend itself, found beside
  /// `swiftc`: a probe is one file and one job, and the driver that `swiftc` starts
  /// first to plan that one job costs about as long as the job (0.08 s of 0.17 s here),
  /// on the way to every verdict. Elsewhere `swiftc`, whose driver also finds the SDK,
  /// which a frontend started directly on macOS would not know.
  struct Typechecker {
    var executable: URL
    var leadingArguments: [String]
    var isFrontend: Bool

    /// `flags` of the frontend's own, passed through the driver when there is one.
    func frontendFlags(_ flags: [String]) -> [String] {
      isFrontend ? flags : flags.flatMap { ["-Xfrontend", $0] }
    }
  }

  static func typechecker(beside swiftc: URL) -> Typechecker {
    #if os(Linux)
      let frontend = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("swift-frontend")
      if FileManager.default.isExecutableFile(atPath: frontend.path) {
        return Typechecker(executable: frontend, leadingArguments: ["-frontend"], isFrontend: true)
      }
    #endif
    return Typechecker(executable: swiftc, leadingArguments: [], isFrontend: false)
  }

  /// A probe's first line reads `// check: what it proves`.
  private func probeName(_ probe: URL) throws -> String {
    // Decoded leniently: a stray byte is the compiler's to report, with its place.
    let first = String(decoding: try Data(contentsOf: probe), as: UTF8.self).prefix { $0 != "\n" }
    return first.hasPrefix("// check: ")
      ? String(first.dropFirst("// check: ".count))
      : probe.deletingPathExtension().lastPathComponent
  }
}
