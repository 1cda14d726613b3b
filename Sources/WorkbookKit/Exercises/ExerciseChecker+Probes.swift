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
    let typechecker = Self.typechecker(beside: step.swiftc)
    for probe in probes {
      let name = try probeName(probe)
      let verified = try ProcessRunner.run(
        typechecker.executable,
        arguments: typechecker.arguments(
          [
            "-swift-version", "6", "-module-name", "Probe", "-I", modulesDirectory.path,
            "-I", module.path, "-module-cache-path", moduleCache.path, probe.path,
          ], frontendFlags: ["-verify", "-verify-ignore-unrelated"]),
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
    /// `swift-frontend` itself, or `swiftc`.
    var executable: URL
    var isFrontend: Bool

    /// The command line that typechecks with `arguments`, `flags` being the frontend's
    /// own (passed through `-Xfrontend` when the driver is in between).
    func arguments(_ arguments: [String], frontendFlags flags: [String]) -> [String] {
      isFrontend
        ? ["-frontend", "-typecheck"] + arguments + flags
        : ["-typecheck"] + arguments + flags.flatMap { ["-Xfrontend", $0] }
    }
  }

  static func typechecker(beside swiftc: URL) -> Typechecker {
    #if os(Linux)
      if let frontend = tool("swift-frontend", beside: swiftc) {
        return Typechecker(executable: frontend, isFrontend: true)
      }
    #endif
    return Typechecker(executable: swiftc, isFrontend: false)
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
