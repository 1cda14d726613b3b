import ExerciseSupport
import Foundation

extension ExerciseChecker {
  /// Step 1 of a graded check, in place of `compile`: the checks apart from the
  /// learner's code, so that nothing the learner declares can take the place of what
  /// the checks call.
  ///
  /// The learner's files and the given files make the module `Exercise` (testable, and
  /// with library evolution, so that every use of it from outside goes through a
  /// symbol); `Checks.swift` is compiled as a module of its own, `ExerciseChecks`, that
  /// imports it. Two learner declarations could still change what the checks mean:
  /// one named like an imported one makes the use ambiguous, which does not compile;
  /// one that overloads better (an `extension String { func contains … }`) would be
  /// chosen. So the checks are compiled a second time, against the reference's own
  /// files (`referenceFolder`), and every declaration the checks use in the learner's
  /// build must be one they use in the reference's: any other is named in the verdict
  /// and nothing runs.
  func compileGraded(
    _ sources: [URL], checks: URL, referenceSources: [URL], into program: URL, module: URL,
    _ step: Step
  ) throws -> CheckOutcome? {
    let reference = step.build.appendingPathComponent("reference")
    let (learner, expected) = try inParallel(
      { try compileApart(sources, checks: checks, in: module, step, linking: program) },
      { try compileApart(referenceSources, checks: checks, in: reference, step, linking: nil) })
    if let failure = learner.failure { return failure }
    if let failure = expected.failure {
      return CheckOutcome(
        status: .error, report: failure.report, checks: [],
        verdict: "the reference's own files do not compile with its checks: grade nothing")
    }
    let foreign = try foreignDeclarations(
      used(in: learner.checks), expected: used(in: expected.checks), step)
    guard foreign.isEmpty else {
      let names = foreign
      return CheckOutcome(
        status: .error,
        report: "The checks would use these declarations of your code in place of their own:\n"
          + names.map { "  \($0)\n" }.joined(),
        checks: [],
        verdict: "declares what the checks use in place of theirs: "
          + names.prefix(3).joined(separator: "; "))
    }
    return try link(learner, into: program, step)
  }

  /// What compiling one version of the exercise apart from its checks made.
  struct CompiledApart {
    var failure: CheckOutcome?
    var module: URL
    var checks: URL
  }

  /// The module `Exercise` from `sources` and the checks' object against it, in
  /// `folder`.
  private func compileApart(
    _ sources: [URL], checks: URL, in folder: URL, _ step: Step, linking: URL?
  ) throws -> CompiledApart {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let object = folder.appendingPathComponent("Exercise.o")
    let checksObject = folder.appendingPathComponent("ExerciseChecks.o")
    // Without `MemberImportVisibility`, members of a module imported by any file of a
    // module are visible in all of its files; in one module with the checks, the
    // learner's code saw the members of what the checks import. It still does.
    let imports = folder.appendingPathComponent("ChecksImports.swift")
    try Self.importLines(of: checks).write(to: imports, atomically: true, encoding: .utf8)
    let module = try swiftc(
      commonArguments + [
        // Warnings are the learner's to read in `check`; here, library evolution would
        // add one for every chapter module imported.
        "-suppress-warnings",
        "-enable-testing", "-enable-library-evolution", "-parse-as-library", "-wmo",
        "-emit-module", "-emit-module-path",
        folder.appendingPathComponent("Exercise.swiftmodule").path,
        "-no-emit-module-separately-wmo", "-c", "-o", object.path,
      ] + (sources + [imports]).map(\.path), step)
    if let failure = module {
      return CompiledApart(failure: failure, module: object, checks: checksObject)
    }
    let wrapped = folder.appendingPathComponent("Checks.swift")
    // The checks reach the learner's internal names as they did in one module; the
    // line directive keeps their messages' file and line numbers those of Checks.swift.
    try
      ("@testable import Exercise\n#sourceLocation(file: \"Checks.swift\", line: 1)\n"
      + String(decoding: try Data(contentsOf: checks), as: UTF8.self)
      + "\n#sourceLocation()\n").write(to: wrapped, atomically: true, encoding: .utf8)
    let compiledChecks = try swiftc(
      [
        "-swift-version", "6", "-module-name", "ExerciseChecks", "-I", modulesDirectory.path,
        "-I", folder.path, "-module-cache-path", moduleCache.path, "-parse-as-library", "-wmo",
        "-c", "-o", checksObject.path, wrapped.path,
      ], step)
    return CompiledApart(failure: compiledChecks, module: object, checks: checksObject)
  }

  /// Runs `swiftc` with `arguments`: `nil` when it succeeds, else the outcome saying why.
  private func swiftc(_ arguments: [String], _ step: Step) throws -> CheckOutcome? {
    let compiled = try ProcessRunner.run(
      step.swiftc, arguments: arguments, timeout: .seconds(300), outputLimit: outputLimit)
    return compilerFailure(compiled, step)
  }

  private func link(_ learner: CompiledApart, into program: URL, _ step: Step) throws
    -> CheckOutcome?
  {
    try swiftc(
      [
        "-emit-executable", "-L", productsDirectory.path, "-lBlueLibrary", "-Xlinker", "-rpath",
        "-Xlinker", productsDirectory.path, "-o", program.path, learner.module.path,
        learner.checks.path,
      ] + Self.fastLinker(beside: step.swiftc), step)
  }

  /// The Swift symbols an object file names, thunks and descriptors counted as the
  /// declaration they stand for (a `final` method is called directly, an overridable
  /// one through its dispatch thunk: the same declaration).
  private func used(in object: URL) throws -> Set<String> {
    let bytes = try Data(contentsOf: object)
    var symbols = Set<String>()
    for piece in bytes.split(separator: 0) where piece.count > 3 {
      let text = String(decoding: piece, as: UTF8.self)
      guard let start = text.range(of: "$s") else { continue }
      var symbol = String(text[start.lowerBound...])
      for suffix in ["Tj", "Tq", "Tu"] where symbol.hasSuffix(suffix) {
        symbol.removeLast(suffix.count)
      }
      symbols.insert(symbol)
    }
    return symbols
  }

  /// The `import` lines of the Swift file `file`.
  static func importLines(of file: URL) throws -> String {
    String(decoding: try Data(contentsOf: file), as: UTF8.self).split(separator: "\n")
      .filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
      .joined(separator: "\n") + "\n"
  }

  /// The declarations among `used` that are none of `expected`, by name: a symbol of
  /// another kind for the same declaration (a stored property's addressor for a
  /// computed one's getter) is the same declaration.
  private func foreignDeclarations(_ used: Set<String>, expected: Set<String>, _ step: Step)
    throws -> [String]
  {
    let extra = used.subtracting(expected)
    guard !extra.isEmpty else { return [] }
    let known = Set(try demangled(expected.sorted(), step).map(Self.declaration))
    return try demangled(extra.sorted(), step).map(Self.declaration).filter {
      !known.contains($0)
    }
  }

  /// A demangled symbol's declaration: without `static`, the thunk or descriptor it
  /// is, or which accessor.
  static func declaration(_ symbol: String) -> String {
    var text = symbol
    for prefix in [
      "dispatch thunk of ", "method descriptor for ", "async function pointer to ",
      "property descriptor for ", "default argument ", "static ",
    ] {
      while let range = text.range(of: prefix) { text.removeSubrange(range) }
    }
    for accessor in [
      "getter", "setter", "modify", "read", "unsafeMutableAddressor", "unsafeAddressor",
      "_modify", "_read", "didset", "willset",
    ] {
      text = text.replacingOccurrences(of: ".\(accessor) : ", with: " : ")
    }
    return text
  }

  /// `symbols` as a person reads them, by the toolchain's `swift-demangle`, in order.
  private func demangled(_ symbols: [String], _ step: Step) throws -> [String] {
    guard let demangler = Self.tool("swift-demangle", beside: step.swiftc) else { return symbols }
    let result = try ProcessRunner.run(demangler, arguments: symbols)
    let names = result.standardOutput.split(separator: "\n").map { line in
      String(line.split(separator: " ---> ", maxSplits: 1).last ?? line)
    }
    return names.count == symbols.count ? names : symbols
  }
}
