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
    let runner = CompileProbeRunner(swiftc: step.swiftc)
    for probe in probes {
      let name = try probeName(probe)
      let verified = try runner.typecheck(
        [probe], moduleName: "Probe", searchPaths: [modulesDirectory, module],
        moduleCache: moduleCache, outputLimit: outputLimit)
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

  /// A probe's first line reads `// check: what it proves`.
  private func probeName(_ probe: URL) throws -> String {
    // Decoded leniently: a stray byte is the compiler's to report, with its place.
    let first = String(decoding: try Data(contentsOf: probe), as: UTF8.self).prefix { $0 != "\n" }
    return first.hasPrefix("// check: ")
      ? String(first.dropFirst("// check: ".count))
      : probe.deletingPathExtension().lastPathComponent
  }
}
