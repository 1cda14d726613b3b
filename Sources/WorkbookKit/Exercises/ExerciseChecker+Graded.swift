import ExerciseSupport
import Foundation
import Synchronization

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
    _ sources: [URL], checks: URL, referenceSources: [URL], probes: [URL], into program: URL,
    module: URL, _ step: Step
  ) throws -> (CheckOutcome?, Tally) {
    let reference = step.build.appendingPathComponent("reference")
    let key = try ReferenceUse.key(checks: checks, sources: referenceSources)
    let learner: CompiledApart
    let expected: ReferenceUse
    if let known = referenceUses.value(for: key) {
      (learner, expected) = (try compileLearner(sources, checks: checks, in: module, step), known)
    } else {
      let compiled = try inParallel(
        { try compileLearner(sources, checks: checks, in: module, step) },
        {
          try referenceUse(
            compileApart(referenceSources, checks: checks, in: reference, step), step)
        })
      (learner, expected) = compiled
      referenceUses.store(expected, for: key)
    }
    if let failure = learner.failure { return (failure, Tally()) }
    if let failure = expected.failure {
      return (
        CheckOutcome(
          status: .error, report: failure.report, checks: [],
          verdict: "the reference's own files do not compile with its checks: grade nothing"),
        Tally()
      )
    }
    // The probes need only the module: they are typechecked while the checks compile.
    return try inParallel(
      { try compileChecks(checks, of: learner, expected: expected, into: program, step) },
      { try checkProbes(probes, module: module, step) })
  }

  /// The checks against the learner's module, held to what they use of the reference's,
  /// then linked into `program`: `nil` when that succeeds.
  private func compileChecks(
    _ checks: URL, of learner: CompiledApart, expected: ReferenceUse, into program: URL,
    _ step: Step
  ) throws -> CheckOutcome? {
    let folder = learner.module.deletingLastPathComponent()
    if let failure = try compileChecks(checks, against: folder, into: learner.checks, step) {
      return failure
    }
    let foreign = try foreignDeclarations(
      used(in: learner.checks), expected: expected.symbols, known: expected.declarations, step)
    guard foreign.isEmpty else {
      let names = foreign
      var refused = CheckOutcome(
        status: .error,
        report: "The checks would use these declarations of your code in place of their own:\n"
          + names.map { "  \($0)\n" }.joined(),
        checks: [],
        verdict: "declares what the checks use in place of theirs: "
          + names.prefix(3).joined(separator: "; "))
      refused.refusedByTheGrader = true
      return refused
    }
    return try link(learner, into: program, step)
  }

  /// The learner's module, judged by what the linker would see of it before anything is
  /// compiled against it: a symbol outside its names refuses it (`ForeignSymbols`).
  private func compileLearner(_ sources: [URL], checks: URL, in folder: URL, _ step: Step)
    throws -> CompiledApart
  {
    var compiled = try compileModule(sources, checks: checks, in: folder, step)
    if compiled.failure != nil { return compiled }
    let object: ObjectFile
    do {
      object = try ObjectFile(Data(contentsOf: compiled.module))
    } catch {
      compiled.failure = CheckOutcome(
        status: .error, report: "", checks: [],
        verdict: "the compiled code cannot be read (\(error)), so it is not graded")
      return compiled
    }
    let findings = try ForeignSymbols.judge(
      object, module: "Exercise", sources: try learnerFiles(of: step.exercise, in: sources),
      demangle: { try demangled($0, step) })
    if !findings.isEmpty { compiled.failure = refusal(findings, step) }
    return compiled
  }

  /// The outcome of code refused before any check ran, naming each reason.
  func refusal(_ findings: [ForeignSymbols.Finding], _ step: Step) -> CheckOutcome {
    let folder = readable(step.directory.path + "/")
    let named = findings.map { finding in
      var shown = finding
      shown.place = finding.place.map { folder + $0 }
      return shown.description
    }
    var refused = CheckOutcome(
      status: .error,
      report: "Refused before any check ran: the linker would see these names outside the "
        + "exercise's module, or code the loader runs by itself.\n"
        + named.map { "  \($0)\n" }.joined(),
      checks: [],
      verdict: "refused: " + named.prefix(2).joined(separator: "; ")
        + (named.count > 2 ? " and \(named.count - 2) more" : ""))
    refused.refusedByTheGrader = true
    return refused
  }

  /// What compiling one version of the exercise apart from its checks made.
  struct CompiledApart {
    var failure: CheckOutcome?
    var module: URL
    var checks: URL
  }

  /// The module `Exercise` from `sources` and the checks' object against it, in
  /// `folder`.
  private func compileApart(_ sources: [URL], checks: URL, in folder: URL, _ step: Step)
    throws -> CompiledApart
  {
    var compiled = try compileModule(sources, checks: checks, in: folder, step)
    if compiled.failure == nil {
      compiled.failure = try compileChecks(checks, against: folder, into: compiled.checks, step)
    }
    return compiled
  }

  /// The module `Exercise` from `sources`, as an object and an interface, in `folder`.
  private func compileModule(_ sources: [URL], checks: URL, in folder: URL, _ step: Step)
    throws -> CompiledApart
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let object = folder.appendingPathComponent("Exercise.o")
    let checksObject = folder.appendingPathComponent("ExerciseChecks.o")
    // Without `MemberImportVisibility`, members of a module imported by any file of a
    // module are visible in all of its files; in one module with the checks, the
    // learner's code saw the members of what the checks import. It still does.
    let imports = folder.appendingPathComponent("ChecksImports.swift")
    try Self.importLines(of: checks).write(to: imports, atomically: true, encoding: .utf8)
    let failure = try swiftc(
      commonArguments + [
        // Warnings are the learner's to read in `check`; here, library evolution would
        // add one for every chapter module imported.
        "-suppress-warnings",
        "-enable-testing", "-enable-library-evolution", "-parse-as-library", "-wmo",
        "-emit-module", "-emit-module-path",
        folder.appendingPathComponent("Exercise.swiftmodule").path,
        "-no-emit-module-separately-wmo", "-c", "-o", object.path,
      ] + (sources + [imports]).map(\.path), step)
    return CompiledApart(failure: failure, module: object, checks: checksObject)
  }

  /// The checks' object, compiled against the module `Exercise` in `folder`.
  private func compileChecks(_ checks: URL, against folder: URL, into object: URL, _ step: Step)
    throws -> CheckOutcome?
  {
    let wrapped = folder.appendingPathComponent("Checks.swift")
    // The checks reach the learner's internal names as they did in one module; the
    // line directive keeps their messages' file and line numbers those of Checks.swift.
    try
      ("@testable import Exercise\n#sourceLocation(file: \"Checks.swift\", line: 1)\n"
      + String(decoding: try Data(contentsOf: checks), as: UTF8.self)
      + "\n#sourceLocation()\n").write(to: wrapped, atomically: true, encoding: .utf8)
    return try swiftc(
      [
        "-swift-version", "6", "-module-name", "ExerciseChecks", "-I", modulesDirectory.path,
        "-I", folder.path, "-module-cache-path", moduleCache.path, "-parse-as-library", "-wmo",
        "-c", "-o", object.path, wrapped.path,
      ], step)
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
  func used(in object: URL) throws -> Set<String> {
    let bytes = try Data(contentsOf: object)
    var symbols = Set<String>()
    for piece in bytes.split(separator: 0) where piece.count > 3 {
      let text = String(decoding: piece, as: UTF8.self)
      guard let start = text.range(of: "$s") else { continue }
      var symbol = String(text[start.lowerBound...])
      // A mangled name is ASCII letters, digits, `_` and `$` only; other bytes that hold
      // "$s" by chance (a hash, a path in the debug info) name nothing.
      guard symbol.utf8.allSatisfy(Self.isMangledNameByte) else { continue }
      for suffix in ["Tj", "Tq", "Tu"] where symbol.hasSuffix(suffix) {
        symbol.removeLast(suffix.count)
      }
      symbols.insert(symbol)
    }
    return symbols
  }

  /// Whether `byte` may stand in a mangled Swift name.
  static func isMangledNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default: false
    }
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
  private func foreignDeclarations(
    _ used: Set<String>, expected: Set<String>, known: Set<String>, _ step: Step
  ) throws -> [String] {
    let extra = used.subtracting(expected)
    guard !extra.isEmpty else { return [] }
    return try demangled(extra.sorted(), step).map(Self.declaration).filter {
      !known.contains($0)
    }
  }

  /// A demangled symbol's declaration: without `static`, the thunk or descriptor it
  /// is, or which accessor. A helper the compiler makes for a type (an outlined copy,
  /// its metadata) stands for the type: how a value is copied is not a declaration
  /// the learner chose, and a solution whose type holds more than the starter's needs
  /// more of them.
  static func declaration(_ symbol: String) -> String {
    var text = symbol
    for prefix in [
      "dispatch thunk of ", "method descriptor for ", "async function pointer to ",
      "property descriptor for ", "default argument ", "static ", "outlined copy of ",
      "outlined consume of ", "outlined retain of ", "outlined release of ",
      "outlined destroy of ", "outlined init with copy of ", "outlined init with take of ",
      "outlined assign with copy of ", "outlined assign with take of ",
      "type metadata accessor for ", "type metadata for ", "nominal type descriptor for ",
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
  func demangled(_ symbols: [String], _ step: Step) throws -> [String] {
    guard let demangler = Self.tool("swift-demangle", beside: step.swiftc) else { return symbols }
    let result = try ProcessRunner.run(demangler, arguments: symbols)
    let names = result.standardOutput.split(separator: "\n").map { line in
      String(line.split(separator: " ---> ", maxSplits: 1).last ?? line)
    }
    return names.count == symbols.count ? names : symbols
  }
}

/// What the checks use of the reference's own files (its starter and given files), by
/// symbol and by declaration: what a learner's build is held to. It is the same for
/// every graded check of one exercise against one reference, so it is made once.
struct ReferenceUse: Sendable {
  var failure: CheckOutcome?
  var symbols: Set<String> = []
  var declarations: Set<String> = []

  /// What identifies the reference's build: the checks and the files, by content.
  static func key(checks: URL, sources: [URL]) throws -> String {
    var hash = ContentHash()
    for file in [checks] + sources.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      hash.add(file.lastPathComponent)
      hash.add(try Data(contentsOf: file))
      hash.add(CollectionOfOne(0))
    }
    return hash.hex
  }
}

/// The reference uses made so far, shared by every copy of the checker that made it.
final class ReferenceUses: Sendable {
  private let entries = Mutex<[String: ReferenceUse]>([:])

  func value(for key: String) -> ReferenceUse? { entries.withLock { $0[key] } }

  func store(_ use: ReferenceUse, for key: String) { entries.withLock { $0[key] = use } }
}

extension ExerciseChecker {
  /// The reference's build, as the symbols and declarations its checks use.
  func referenceUse(_ compiled: CompiledApart, _ step: Step) throws -> ReferenceUse {
    if let failure = compiled.failure { return ReferenceUse(failure: failure) }
    let symbols = try used(in: compiled.checks)
    return ReferenceUse(
      symbols: symbols,
      declarations: Set(try demangled(symbols.sorted(), step).map(Self.declaration)))
  }
}
