import Foundation
import WorkbookKit
import XCTest

/// Compile-time facts, checked by the compiler itself.
///
/// A probe is a small Swift file with `// expected-error {{…}}` comments on the lines
/// that must not compile. It is typechecked against the package's built modules with
/// the compiler's diagnostic verifier (`CompileProbeRunner`), which fails when an expected error is
/// missing or an unexpected one appears, so a probe proves both "this is rejected"
/// and "for this reason".
public enum CompileProbe {
  /// The result of typechecking: whether it passed and what the compiler said.
  public struct Outcome {
    public var passed: Bool
    public var diagnostics: String
  }

  /// Typechecks `files` (paths relative to the package root, or absolute) plus an
  /// optional probe source, against the built modules when `useBuiltModules`: all of
  /// them, or only those named in `onlyModules`, with `extraArguments` (options the
  /// driver and the frontend both take). The typechecking is
  /// `CompileProbeRunner`'s, as for an exercise's probes.
  public static func typecheck(
    files: [String] = [], probe: String? = nil, verify: Bool = true,
    useBuiltModules: Bool = true, onlyModules: [String]? = nil, extraArguments: [String] = []
  ) throws -> Outcome {
    guard let runner = CompileProbeRunner.onPath() else {
      return Outcome(passed: false, diagnostics: "swiftc is not on PATH")
    }
    var paths = files.map {
      URL(
        fileURLWithPath: $0.hasPrefix("/")
          ? $0 : TestPaths.packageRoot.appendingPathComponent($0).path)
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    if let probe {
      let probeFile = scratch.appendingPathComponent("Probe.swift")
      try probe.write(to: probeFile, atomically: true, encoding: .utf8)
      paths.append(probeFile)
    }
    let modules =
      useBuiltModules
      ? [try onlyModules.map { try linkModules($0, into: scratch) } ?? TestPaths.modulesDirectory]
      : []
    // A cache shared by every probe: building the system modules once, not per probe.
    // The package's own upcoming features too, so a probe sees the rules its code has.
    let result = try runner.typecheck(
      paths, moduleName: "Probe", searchPaths: modules,
      moduleCache: FileManager.default.temporaryDirectory
        .appendingPathComponent("workbook-probe-module-cache"),
      verify: verify, upcomingFeatures: ["MemberImportVisibility"],
      extraArguments: extraArguments)
    return Outcome(
      passed: result.status == 0 && !result.timedOut,
      diagnostics: result.standardError + result.standardOutput)
  }

  /// A folder holding links to the named built modules and nothing else.
  private static func linkModules(_ names: [String], into scratch: URL) throws -> URL {
    let folder = scratch.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      let module = "\(name).swiftmodule"
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(module),
        withDestinationURL: TestPaths.modulesDirectory.appendingPathComponent(module))
    }
    return folder
  }

  /// The Swift files in a folder of the package, sorted.
  public static func swiftFiles(in folder: String) throws -> [String] {
    let url = TestPaths.packageRoot.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
  }
}

/// Asserts that `probe` typechecks against the built modules with exactly the
/// diagnostics its `// expected-…` comments announce.
public func assertProbe(
  _ probe: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  let outcome = try CompileProbe.typecheck(probe: probe)
  XCTAssertTrue(
    outcome.passed, "compile probe failed:\n\(outcome.diagnostics)", file: file, line: line)
}
